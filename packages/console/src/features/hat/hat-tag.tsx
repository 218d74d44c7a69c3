export { Tag as HatTag } from '@/ui/status-tag';
