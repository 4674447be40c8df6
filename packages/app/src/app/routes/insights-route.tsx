import { Route, Routes, useParams } from 'react-router';
import { DashboardPage } from '../../features/insights/components/dashboard-page.js';
import { DashboardsPage } from '../../features/insights/components/dashboards-page.js';

function DashboardRoute() {
  const { id = '' } = useParams();
  return <DashboardPage key={id} id={id} />;
}

/** `/insights/*`: the dashboards list and one dashboard's panels. */
export function InsightsRoute() {
  return (
    <Routes>
      <Route index element={<DashboardsPage />} />
      <Route path=":id" element={<DashboardRoute />} />
    </Routes>
  );
}
