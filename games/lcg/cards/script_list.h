// Every card script (an ability whose effect is a frame of its own, for the
// card no verb fits: a choice during resolution, several steps), one line
// each: LCG_SCRIPT(ident), defined in cards/<card>.cpp as
// `const FrameKindDef<LcgState> ident##_script`. The line's number, plus
// fk::kCount, is the script's frame kind: saves store it, so new lines go at
// the end and lines are never reordered or removed.
// (No include guard: included once per use with LCG_SCRIPT defined.)
LCG_SCRIPT(dark_precognition)
LCG_SCRIPT(fall_of_the_jedi)
LCG_SCRIPT(emperor_palpatine)
LCG_SCRIPT(interrogation)
LCG_SCRIPT(interrogation_droid)
LCG_SCRIPT(cruel_interrogations)
LCG_SCRIPT(a_disturbance_in_the_force)
LCG_SCRIPT(there_is_no_escape)
LCG_SCRIPT(rancor)
LCG_SCRIPT(vaders_tie_advanced)
LCG_SCRIPT(protect)
