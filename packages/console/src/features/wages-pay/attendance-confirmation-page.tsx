// /attendanceConfirmation (seed 000 §2, worker attendance confirmation), opened from 考勤确认任务.
import { AttendWorkers } from './attend-workers';

export default function AttendanceConfirmationPage() {
  return <AttendWorkers mode="confirm" />;
}
