// /attendanceSupplementrecording and /subcontracting (seed 000 §2, attendance supplement), opened from 考勤确认任务.
import { AttendWorkers } from './attend-workers';

export default function AttendanceSupplementPage() {
  return <AttendWorkers mode="supplement" />;
}
