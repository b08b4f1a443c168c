// Card tests of The Hunt for Skywalker (mode "hunt-for-skywalker"): seat 0 =
// Dark Side #1 (Imperial Navy), 1 = Dark Side #2 (Sith), 2 = the solo Light
// Side player (the challenge deck) (docs/api.md).
#pragma once
#include "card_table_options.h"

namespace lcgcard {

inline constexpr int kHDS1 = 0, kHDS2 = 1, kHLS = 2;

inline json hfs_options() { return {{"mode", "hunt-for-skywalker"}, {"dark", "imperial-navy"}, {"dark2", "sith"}}; }

// The nine objectives face down, in their block order; `up`: the one at
// position 1 (index 0) instead, face down unless `face_up`.
inline json hfs_pyramid(const char* first = nullptr, bool face_up = false) {
  static const char* const nine[] = {"the-mines", "the-final-ship", "dagobah-refuge", "the-coruscant-rescue",
                                     "rebel-command", "the-ruins-of-alderaan", "front-line-reinforcements",
                                     "mission-at-kothlis", "return-to-tatooine"};
  json p = json::array();
  if (first) p.push_back({{"card", first}, {"faceDown", !face_up}});
  for (const char* k : nine)
    if (!first || std::string(k) != first) p.push_back(k);
  if (first && p.size() > 9) p.erase(p.size() - 1);
  return p;
}

// A setup: every player has had a turn; the Light Side's pyramid and an
// empty reinforcement deck unless the side names them; no Luke set aside
// when the Light Side names units (Luke among them).
inline json hfs_setup(json top, json dark, json dark2, json light) {
  for (json* s : {&dark, &dark2, &light})
    if (!s->contains("tookTurn")) (*s)["tookTurn"] = true;
  if (!light.contains("pyramid")) light["pyramid"] = hfs_pyramid();
  if (!light.contains("reinforcementDeck")) light["reinforcementDeck"] = json::array();
  top["dark"] = dark;
  top["dark2"] = dark2;
  top["light"] = light;
  if (!top.contains("turn")) top["turn"] = 5;
  return top;
}

// Dark Side #1's TIE Bomber attacking the Light Side's objective at position
// 1 (pending edge battle): its blast damage turns a face-down one face up.
inline json hfs_flip_setup(const char* objective, json light = json::object(), json dark = json::object()) {
  light["pyramid"] = hfs_pyramid(objective);
  if (!dark.contains("units")) dark["units"] = json::array({{{"card", "tie-bomber"}, {"attacking", true}}});
  return hfs_setup({{"phase", "conflict"}, {"active", "dark"}, {"engagement", {{"objective", 0}}}}, dark,
                   json::object(), light);
}

// Acts on until `done` holds: strikes, icons and hits as offered, windows
// and optional abilities passed, prompts answered with "decline" / "done".
template <class Done>
void hfs_play_on(Table& t, Done&& done, int guard = 80) {
  for (int i = 0; i < guard && !done(); ++i) {
    const std::vector<int> who = t.to_act();
    if (who.empty()) return;
    bool acted = false;
    for (const char* p : {"strike:", "icon.", "hit:", "tactic:", "bonus", "pass", "decline", "done"})
      if (t.offers(who[0], p)) {
        t.act(who[0], p);
        acted = true;
        break;
      }
    if (!acted) return;
  }
}

// The legal action of `seat` starting with `prefix` and ending with `suffix` ("" if none).
inline std::string hfs_id(const Table& t, int seat, const std::string& prefix, const std::string& suffix) {
  for (const std::string& id : t.ids(seat))
    if (id.rfind(prefix, 0) == 0 && id.size() >= suffix.size() && id.compare(id.size() - suffix.size(), suffix.size(), suffix) == 0)
      return id;
  return "";
}
inline int hfs_count(const json& cards, const std::string& name) {
  int n = 0;
  for (const json& c : cards) n += c.contains("name") && c["name"] == name;
  return n;
}
inline int face_down_objectives(const Table& t) {
  int n = 0;
  const json v = t.view(kHLS);
  for (const json& o : v["players"][kHLS]["objectives"]) n += o.contains("faceDown");
  return n;
}

}  // namespace lcgcard
