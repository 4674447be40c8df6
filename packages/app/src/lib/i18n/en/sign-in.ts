export const signIn = {
  form: 'Sign in',
  email: 'Email',
  password: 'Password',
  oneTimeCode: 'One-time code',
  submit: 'Sign in',
  otpPrompt: 'Enter the one-time code from your authenticator app.',
} as const;
