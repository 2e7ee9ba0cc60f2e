/**
 * Visitor identity: who a chat's visitor is, and what that lets them see. A business signs its signed-in
 * user for the widget (an HMAC of the user id, or an HS256 JWT, keyed with the client's identity secret,
 * which is sealed at rest and shown once); a proof that verifies marks the session's identity verified,
 * anything else is a hint. Personal records (orders) are released only to a visitor verified as their
 * owner, or one who typed back the code mailed to the record's email (personal-records.ts).
 */
export * from './identity-ports.ts';
export * from './identity-texts.ts';
export * from './visitor-identity.ts';
export * from './personal-records.ts';
