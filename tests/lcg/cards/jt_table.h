// Card tests of Jerjerrod's Task (mode "jerjerrods-task"): seat 0 = the solo
// Dark Side player (the challenge deck), 1 = Light Side #1 (Jedi), 2 = Light
// Side #2 (Rebel Alliance) (docs/api.md).
#pragma once
#include "card_table_options.h"

namespace lcgcard {

inline constexpr int kDS = 0, kLS1 = 1, kLS2 = 2;

inline json jt_options() { return {{"mode", "jerjerrods-task"}, {"light", "jedi"}, {"light2", "rebel-alliance"}}; }

// A setup of Jerjerrod's Task: `dark`, `light`, `light2` as given, every
// player having had a turn unless the side says otherwise.
inline json jt_setup(json top, json dark, json light = json::object(), json light2 = json::object()) {
  for (json* s : {&dark, &light, &light2})
    if (!s->contains("tookTurn")) (*s)["tookTurn"] = true;
  top["dark"] = dark;
  top["light"] = light;
  top["light2"] = light2;
  if (!top.contains("turn")) top["turn"] = 5;
  return top;
}

// Acts on until `done` holds: strikes and icon orders as offered, windows
// and optional abilities passed, prompts answered with "done" / "decline".
template <class Done>
void play_on(Table& t, Done&& done, int guard = 60) {
  for (int i = 0; i < guard && !done(); ++i) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) return;
    bool acted = false;
    for (const char* p : {"strike:", "icon:", "hit:", "bonus", "pass", "done", "decline"})
      if (t.offers(who[0], p)) {
        t.act(who[0], p);
        acted = true;
        break;
      }
    if (!acted) return;
  }
}

inline std::vector<std::string> card_names(const json& cards) {
  std::vector<std::string> v;
  for (const json& c : cards) v.push_back(c["name"].get<std::string>());
  return v;
}

}  // namespace lcgcard
