export const filterBuilder = {
  fixedValue: 'Fixed value',
  currentUser: 'Current user',
  currentRole: 'Current role',
} as const;
