// Every card script (an ability whose effect is a frame of its own, for the
// card no verb fits: a choice during resolution, several steps), one line
// each: LCG_SCRIPT(ident), defined in cards/<card>.cpp as
// `const FrameKindDef<LcgState> ident##_script`. The line's number, plus
// fk::kCount, is the script's frame kind: saves store it, so new lines go at
// the end and lines are never reordered or removed.
// (No include guard: included once per use with LCG_SCRIPT defined.)
LCG_SCRIPT(dark_precognition)
LCG_SCRIPT(yub_yub)
LCG_SCRIPT(log_trap)
LCG_SCRIPT(tribal_support)
LCG_SCRIPT(questionable_contacts)
LCG_SCRIPT(rescue_mission)
LCG_SCRIPT(rebel_sympathizer)
LCG_SCRIPT(a_new_hope)
LCG_SCRIPT(capture)
LCG_SCRIPT(trooper_assault)
LCG_SCRIPT(bounty_collection)
LCG_SCRIPT(outer_rim_hunter)
LCG_SCRIPT(corporate_exploitation)
LCG_SCRIPT(human_replica_droid)
LCG_SCRIPT(take_them_prisoner)
LCG_SCRIPT(jedi_mind_trick)
LCG_SCRIPT(it_binds_all_things)
LCG_SCRIPT(target_of_opportunity)
LCG_SCRIPT(return_of_the_jedi)
LCG_SCRIPT(force_rejuvenation)
LCG_SCRIPT(the_secret_of_yavin_4)
LCG_SCRIPT(a_journey_to_dagobah)
LCG_SCRIPT(twist_of_fate)
