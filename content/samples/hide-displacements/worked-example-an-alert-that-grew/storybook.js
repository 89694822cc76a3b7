// src/AccountSettings.stories.js
export const AccountSettings = {
  parameters: { eyes: { fully: true, ignoreDisplacements: true } },
};
