/** /company-statistic: a member's own company, its permits and spend per month and per state. */
import { MonthsAndStatesPage } from './MonthsAndStates.js';

export default function CompanyStatisticsPage() {
  return (
    <MonthsAndStatesPage name="company" subtitle={(figures) => figures.company_name} csvName="company-statistics" />
  );
}
