/** /statistic: permits and revenue of the whole service, per month and per state, over a period. */
import { MonthsAndStatesPage } from './MonthsAndStates.js';

export default function ServiceStatisticsPage() {
  return <MonthsAndStatesPage name="service" csvName="statistics" />;
}
