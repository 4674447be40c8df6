import { SignInPage } from '../../features/auth/components/sign-in-page.js';

/** `/login`: loaded eagerly; everything behind sign-in is lazy (see router.tsx). */
export function LoginRoute() {
  return <SignInPage />;
}
