// src/LoginForm.stories.js: every story is one test, checked by `npx eyes-storybook`
import { LoginForm } from './LoginForm';

export default { title: 'Web Shop/Login page', component: LoginForm };

export const EmptyForm = {};

export const ValidationErrors = {
  parameters: {
    eyes: {
      // submit the empty form, then capture
      runBefore: async ({ rootEl }) => {
        rootEl.querySelector('#submit').click();
      },
    },
  },
};
