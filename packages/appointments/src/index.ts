export {
  SLOT_PROBLEM_MESSAGES,
  checkSlot,
  nearestOpen,
  openDays,
  scheduleRulesProblems,
  SEAT_CELL_MINUTES,
  seatCells,
  slotWindow,
} from "./schedule.js";
export type {
  CheckSlotOptions,
  NearestOpenOptions,
  OpenDays,
  OpenDaysOptions,
  ScheduleRules,
  Slot,
  SlotCheck,
  SlotDay,
  SlotProblem,
  TakenSeats,
  Weekday,
  WeeklyHours,
} from "./schedule.js";
export { OFFICE_TIME_ZONE, OFFICE_ZONE_LABEL, zoneName, zoneNote } from "./zone-note.js";
export { SOA_VERSION, soaStatements, soaText } from "./soa.js";
export { appointmentIcs } from "./ics.js";
export type { AppointmentEvent, CalendarMethod, CalendarPerson } from "./ics.js";
export { appointmentsFeed } from "./feed.js";
export type { AppointmentFeedEvent, AppointmentsFeed } from "./feed.js";
export { appointmentMessage } from "./message.js";
export type { AppointmentMessage, AppointmentMessageInput, MessageAudience, MessageKind } from "./message.js";
