import { Route, Routes, useParams } from 'react-router';
import { UsersDirectory } from './users-directory.js';
import { UsersNavigation } from './users-navigation.js';
import { UserPage } from './user-page.js';
import './users.css';

/** `/users/*`: the navigation (all users, one entry per role) beside the directory or a user. */
export function UsersModule() {
  return (
    <div className="users-layout">
      <UsersNavigation />
      <main className="users-layout__page">
        <Routes>
          <Route index element={<UsersDirectory />} />
          <Route path="roles/:role" element={<UsersDirectory />} />
          <Route path="+" element={<UserPage id="+" />} />
          <Route path=":id" element={<UserPageRoute />} />
        </Routes>
      </main>
    </div>
  );
}

function UserPageRoute() {
  const { id = '' } = useParams();
  return <UserPage key={id} id={id} />;
}
