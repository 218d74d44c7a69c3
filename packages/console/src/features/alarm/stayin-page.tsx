// 滞留报警 (menu alarm/stayin): workers still in the work area after hours.
import { DurationAlarmScreen } from './duration-alarm-screen';

export default function StayinPage() {
  return <DurationAlarmScreen kind="stayin" />;
}
