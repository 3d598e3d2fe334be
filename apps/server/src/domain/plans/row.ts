/** A plan as the store keeps it (`study_plans`). */
export interface PlanRow {
  user_id: number;
  days: string;
  time: string;
  duration: number;
  timezone: string;
  language: string;
  module: string | null;
  finish_by: string | null;
  token: string;
  uid: string;
  created: string;
  updated: string;
}
