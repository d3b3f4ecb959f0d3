import { MESSAGES } from '@campus/contracts';
console.log(MESSAGES.loginErrors);
