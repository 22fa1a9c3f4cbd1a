/* Kept apart from schema.ts so that pages can show a message without loading zod. */

/** Step messages: the first four are the exact texts of product reference §5.1, the rest are the server's own checks. */
export const MESSAGES = {
  required: "Please fill out all required fields",
  email: "Please enter a valid email address",
  industry: "Please select an industry type",
  scheduling: "Please fill out all required scheduling fields",
  phone: "Please enter a valid phone number",
  pastDate: "Please choose today or a later date",
  locations: "Number of locations must be a whole number of at least 1",
  terminals: "Number of terminals must be a whole number of 0 or more",
  volume: "Please select a monthly processing volume from the list",
  tooLong: "This answer is too long",
  pastTime: "Please choose a time later than now",
  slot: "Please choose one of the times offered",
  taken: "That time was just taken. Please choose another time.",
} as const;
