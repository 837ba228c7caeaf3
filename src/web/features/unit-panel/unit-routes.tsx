import { Route, Routes } from 'react-router';
import UnitInvitationPage from './unit-invitation-page';
import UnitPanelPage from './unit-panel-page';

/** The unit's panel and the staff invitation: one lazy chunk, so the signed-in routes stay small. */
export default function UnitRoutes() {
  return (
    <Routes>
      <Route index element={<UnitPanelPage />} />
      <Route path="convite/:token" element={<UnitInvitationPage />} />
    </Routes>
  );
}
