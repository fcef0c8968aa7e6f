export {
  createThrottleStore,
  createThrottles,
  LIMITS,
  SEND_CODE_PATHS,
  SENDER_COUNTED_PATHS,
  VERIFY_CODE_PATHS,
} from './throttles';
export type { ThrottleRequest, Throttles } from './throttles';
export type { Hit, ThrottleStore } from './store';
