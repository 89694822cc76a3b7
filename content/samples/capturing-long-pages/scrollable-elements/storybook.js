// src/OrdersGrid.stories.js: without its fixed height the grid shows every row, and the story captures them all
export const AllOrders = {
  args: { orders: fixedOrders, maxHeight: 'none' },
  parameters: { eyes: { fully: true } },
};
