// Every menu page opens from the side menu, draws its screen and passes axe: part 1 of 2 of the menu
// (tests/lib/menu-pass.ts).
import { menuPagesPass } from '../lib/menu-pass';

menuPagesPass(1, 2, 25);
