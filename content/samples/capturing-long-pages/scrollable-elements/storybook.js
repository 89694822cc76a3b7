// src/OrdersGrid.stories.js: without a fixed height, the grid shows every row
export const AllOrders = {
  args: { orders: fixedOrders, maxHeight: 'none' },
  parameters: { eyes: { fully: true } },
};
