// Test fixture: what one evening's shift took in and paid out, as a cash session report gives it
// (R$ 150 in the drawer at the start; a R$ 20 deposit and a R$ 35,50 withdrawal).
export const SHIFT_TAKINGS = {
  payments: {
    cash: { orders: 3, amount: 98.3 },
    pix: { orders: 2, amount: 89.9 },
    credit: { orders: 1, amount: 45 },
    debit: { orders: 0, amount: 0 },
  },
  deposits: 20,
  withdrawals: 35.5,
  expected: { cash: 232.8, pix: 89.9, credit: 45, debit: 0 },
};
