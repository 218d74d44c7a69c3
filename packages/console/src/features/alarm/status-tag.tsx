export { StatusTag } from '@/ui/status-tag';
