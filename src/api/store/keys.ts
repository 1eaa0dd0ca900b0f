/** Versioned so that a future shape change can migrate instead of misreading old data. */
export const storageKeys = {
  users: 'campusnest:v1:users',
  currentUser: 'campusnest:v1:currentUser',
  pendingCode: 'campusnest:v1:pendingCode',
} as const;
