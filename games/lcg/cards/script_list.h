// Every card script (an ability whose effect is a frame of its own, for the
// card no verb fits: a choice during resolution, several steps), one line
// each: LCG_SCRIPT(ident), defined in cards/<card>.cpp as
// `const FrameKindDef<LcgState> ident##_script`. The line's number, plus
// fk::kCount, is the script's frame kind: saves store it, so new lines go at
// the end and lines are never reordered or removed.
// (No include guard: included once per use with LCG_SCRIPT defined.)
LCG_SCRIPT(dark_precognition)
LCG_SCRIPT(home_one)
LCG_SCRIPT(heavy_blaster_emplacement)
LCG_SCRIPT(youre_my_only_hope)
LCG_SCRIPT(heroic_sacrifice)
LCG_SCRIPT(covering_fire)
LCG_SCRIPT(x_wing_escort)
LCG_SCRIPT(admiral_ackbar_play)
LCG_SCRIPT(admiral_ackbar_damage)
LCG_SCRIPT(the_defense_of_yavin_4)
LCG_SCRIPT(leia_organa_leave)
LCG_SCRIPT(leia_organa_unfocus)
