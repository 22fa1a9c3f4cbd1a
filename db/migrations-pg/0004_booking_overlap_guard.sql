-- Written by hand (decision 061): two "booked" meetings of one rep never overlap.
-- An exclusion constraint, checked by the database against every concurrent
-- transaction. The rep is compared as a one-value range so that the GiST index needs
-- no extension (btree_gist is not installed everywhere); the meeting is the half-open
-- range [starts_at, ends_at) of epoch milliseconds, so one may start when another ends.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	int4range("rep_id", "rep_id", '[]') WITH =,
	int8range("starts_at", "ends_at") WITH &&
) WHERE ("status" = 'booked');
