// What the account level (source) shows in the top bar (seed 000 §2, §6).
import type { Identity } from '@/platform/session-store';

/** The organisation-tree switcher is shown below source 4. */
export const showsOrgTree = (id: Pick<Identity, 'source'>): boolean => id.source < 4;

/** 2D for source 2, 3, 4; 2 and 3 open the nation-level screen, others the project screen (seed 000 §2, §6). */
export const shows2D = (id: Pick<Identity, 'source'>) => [2, 3, 4].includes(id.source);
/** 3D for source 4 with a BIM flag, or a BIM flag containing "BIM" when source is not 5 or 10. */
export function shows3D(id: Pick<Identity, 'source' | 'is_have_bim'>): boolean {
  const flag = String(id.is_have_bim ?? '').trim();
  const hasFlag = flag !== '' && flag !== '0' && flag.toLowerCase() !== 'false';
  if (id.source === 4 && hasFlag) return true;
  return /BIM/.test(flag) && id.source !== 5 && id.source !== 10;
}

/** Source 2 and 3 open the nation-level screen; others the project screen. */
export const screenType = (id: Pick<Identity, 'source'>): 'nation' | 'project' =>
  id.source === 2 || id.source === 3 ? 'nation' : 'project';
