import { Route, Routes, useParams } from 'react-router';
import { PublicRolePage } from './public-role-page.js';
import { RolePage } from './role-page.js';
import { RolesList } from './roles-list.js';
import './roles.css';

/** `/settings/roles/*`: the roles list, a role, the public role. */
export function RolesModule() {
  return (
    <div className="roles-page">
      <Routes>
        <Route index element={<RolesList />} />
        <Route path="public" element={<PublicRolePage />} />
        <Route path=":id" element={<RolePageRoute />} />
      </Routes>
    </div>
  );
}

function RolePageRoute() {
  const { id = '' } = useParams();
  return <RolePage key={id} id={id} />;
}
