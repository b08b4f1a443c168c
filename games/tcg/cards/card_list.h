// The TCG cards with abilities: one line each, X(function, "key"). The
// function (in cards/<function>.cpp) adds the card's abilities to its printed
// facts (data/aotc.inc, whose text is already our wording); cards without a
// line are vanilla: their facts are the whole card. docs/tcg-cards.md lists
// which cards are done. Each card has its test in tests/tcg/cards/.
// X(ident, "key")
X(anakin_skywalker_a, "anakin-skywalker-a")
X(boba_fett_a, "boba-fett-a")
X(darth_tyranus_a, "darth-tyranus-a")
X(jedi_knights_deflection, "jedi-knights-deflection")
X(plo_koon_a, "plo-koon-a")
X(windus_solution, "windus-solution")
X(yodas_intervention, "yodas-intervention")
X(anakin_skywalker_c, "anakin-skywalker-c")
X(darth_tyranus_b, "darth-tyranus-b")
X(kit_fisto_a, "kit-fisto-a")
X(obi_wan_kenobi_b, "obi-wan-kenobi-b")
X(shaak_ti_a, "shaak-ti-a")
X(anakin_skywalker_d, "anakin-skywalker-d")
X(darth_tyranus_c, "darth-tyranus-c")
X(heros_dodge, "heros-dodge")
X(high_force_dodge, "high-force-dodge")
X(lost_in_the_asteroids, "lost-in-the-asteroids")
X(lull_in_the_fighting, "lull-in-the-fighting")
X(obi_wan_kenobi_c, "obi-wan-kenobi-c")
X(padawans_deflection, "padawans-deflection")
X(peace_on_naboo, "peace-on-naboo")
X(pilots_dodge, "pilots-dodge")
