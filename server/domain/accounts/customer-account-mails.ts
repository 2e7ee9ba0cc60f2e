/** The mails of customer accounts: a link to set or reset a password, and a notice of one more workspace. */
/** Which mail carries a link: a buyer's welcome, an invitation, or a reset. */
export type LinkMail = 'welcome' | 'invite' | 'reset';

/** The notice to a person added to one more workspace: their login stays the one they have. */
export const addedText = (businessName: string | undefined, publicUrl: string) => ({
  subject: 'You have been added to a Frontdesk workspace',
  text: `You now also have access to ${businessName ? `the ${businessName} workspace` : 'another workspace'} on Frontdesk.\n\nSign in as usual at ${publicUrl}/app/login and choose the workspace in the menu.\n`,
});

/** The mail that carries a one-time link. */
export const mailText = (purpose: LinkMail, link: string, businessName: string | undefined) => {
  const what = businessName ? `the ${businessName} workspace on Frontdesk` : 'your Frontdesk workspace';
  if (purpose === 'reset')
    return {
      subject: 'Reset your Frontdesk password',
      text: `Someone asked to reset the password of your Frontdesk account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.\n`,
    };
  return {
    subject:
      purpose === 'welcome' ? 'Welcome to Frontdesk: set your password' : 'You are invited to Frontdesk',
    text: `You have an account for ${what}.\n\nSet your password here (the link works once, for seven days):\n${link}\n\nThen sign in at the same address under /app/login.\n`,
  };
};
