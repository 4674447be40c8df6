/** TanStack Query key of the signed-in user (`/users/me`), shared by sign-in, the shell and the two-factor set-up. */
export const CURRENT_USER_KEY = ['current-user'] as const;
