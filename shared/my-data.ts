/** The words the delete-account screen asks the member to type their account's e-mail with. */
export const DELETE_CONFIRMATION_MESSAGE = 'Type the e-mail address of your account exactly to confirm.';
