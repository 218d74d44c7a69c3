// 静止报警 (menu alarm/stationary): helmets that stopped moving for too long.
import { DurationAlarmScreen } from './duration-alarm-screen';

export default function StationaryPage() {
  return <DurationAlarmScreen kind="stationary" />;
}
