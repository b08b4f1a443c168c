// The TCG cards with abilities: one line each, X(function, "key"). The
// function (in cards/<function>.cpp) adds the card's abilities to its printed
// facts (data/aotc.inc, whose text is already our wording); cards without a
// line are vanilla: their facts are the whole card. docs/tcg-cards.md lists
// which cards are done. Each card has its test in tests/tcg/cards/.
// X(ident, "key")
X(boba_fett_a, "boba-fett-a")
X(heros_duty, "heros-duty")
X(heros_flaw, "heros-flaw")
X(jango_fett_a, "jango-fett-a")
X(jango_fett_b, "jango-fett-b")
X(jar_jar_binks_a, "jar-jar-binks-a")
X(power_dive, "power-dive")
X(second_effort, "second-effort")
X(tyranuss_wrath, "tyranuss-wrath")
X(windus_solution, "windus-solution")
X(cheat_the_game, "cheat-the-game")
X(dark_speed, "dark-speed")
X(down_in_flames, "down-in-flames")
X(jango_fett_c, "jango-fett-c")
X(strength_of_hate, "strength-of-hate")
X(tyranuss_gift, "tyranuss-gift")
X(weapon_response, "weapon-response")
X(knockdown, "knockdown")
X(repulsorlift_malfunction, "repulsorlift-malfunction")
X(sonic_shockwave, "sonic-shockwave")
X(surge_of_power, "surge-of-power")
X(target_locked, "target-locked")
