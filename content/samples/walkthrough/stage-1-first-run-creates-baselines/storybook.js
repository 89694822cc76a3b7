// src/RecipePage.stories.js: each story is one test, checked by `npx eyes-storybook`
import { RecipePage } from './RecipePage';
import lemonTart from './fixtures/lemon-tart.json';

export default { title: 'Pantry/Recipe page', component: RecipePage, args: { recipe: lemonTart } };

export const RecipeHeader = {};

export const IngredientsFor6 = {
  parameters: {
    eyes: {
      // tap "+" once, then capture
      runBefore: async ({ rootEl }) => {
        rootEl.querySelector('#servings-plus').click();
      },
    },
  },
};
