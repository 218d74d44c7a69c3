export { Tag as TaskTag } from '@/ui/status-tag';
