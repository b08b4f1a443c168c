// Positions for the Conflict-phase tests: one side attacks in its Conflict
// phase (not its first turn), with named objectives, units and hands.
#pragma once
#include "lcg_fixture.h"

namespace lcgt {

inline json dark_objectives() { return {"imperial-command", "the-ultimate-power", "defense-protocol"}; }
inline json light_objectives() { return {"a-heros-journey", "in-you-must-go", "forgotten-heroes"}; }

// `attacker` ("dark" or "light") is active in its Conflict phase. Sides
// without "objectives" get the three above; hands default to empty (no edge
// cards), and both players have had a turn.
inline json conflict(const std::string& attacker, json dark, json light) {
  if (!dark.contains("objectives")) dark["objectives"] = dark_objectives();
  if (!light.contains("objectives")) light["objectives"] = light_objectives();
  if (!dark.contains("tookTurn")) dark["tookTurn"] = true;
  if (!light.contains("tookTurn")) light["tookTurn"] = true;
  return {{"active", attacker}, {"phase", "conflict"}, {"dark", dark}, {"light", light}};
}

// Engages `objective` (a key prefix) with `attackers`; the defender answers with
// `defenders` (keys; each is the first such unit not declared yet).
inline void engage(Table& t, int atk, const std::string& objective, const std::vector<std::string>& attackers,
                   const std::vector<std::string>& defenders) {
  t.act(atk, "engage:" + objective);
  for (const std::string& a : attackers) t.act(atk, "attacker:" + a + ".");
  t.act(atk, "done");
  for (const std::string& d : defenders) t.act(1 - atk, "defender:" + d + ".");
  t.act(1 - atk, "done");
}

}  // namespace lcgt
