// src/LoginForm.stories.js: one story per state worth protecting
import { LoginForm } from './LoginForm';

export default { title: 'Shop/Login form', component: LoginForm };

export const EmptyForm = {};

export const InvalidEmail = {
  args: { email: 'not-an-email', error: 'Enter a valid email address.' },
};

// src/AccountHome.stories.js: the login's navigation stays in your end-to-end tests
export const AccountHome = {
  args: { user: { name: 'Ana', email: 'ana@example.com' } },
  parameters: {
    eyes: { fully: true, ignoreRegions: [{ selector: '#last-login' }] },
  },
};
