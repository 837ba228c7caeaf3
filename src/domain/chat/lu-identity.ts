/**
 * Who Lu is, in the words every screen uses. Software cannot hold a regulated title
 * (nutricionista, Lei 8.234/1991), so she is named "Lu" and says what she is (decision 049).
 */
export const LU_NAME = 'Lu';
export const LU_WHAT_SHE_IS = 'Assistente virtual: não é nutricionista nem pediatra';
