import type { Messages } from '../messages-en.js';

export const signIn: Messages['signIn'] = {
  form: 'Anmelden',
  email: 'E-Mail',
  password: 'Passwort',
  oneTimeCode: 'Einmalcode',
  submit: 'Anmelden',
  otpPrompt: 'Geben Sie den Einmalcode aus Ihrer Authenticator-App ein.',
};
