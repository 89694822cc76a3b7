// src/RecipePage.stories.js: each story is one test, checked by `npx eyes-storybook`
import { RecipePage } from './RecipePage';
import lemonTart from './fixtures/lemon-tart.json';

export default { title: 'Pantry/Recipe page', component: RecipePage, args: { recipe: lemonTart } };

export const RecipeHeader = {};

export const IngredientsFor6 = {
  parameters: {
    eyes: {
      // one tap on "+" before the capture: 4 servings become 6
      runBefore: async ({ rootEl }) => {
        rootEl.querySelector('#servings-plus').click();
      },
    },
  },
};
