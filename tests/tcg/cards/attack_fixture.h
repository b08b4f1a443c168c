// Helpers for the tests of attack cards: a battle step set up through the
// public setup, the attack roll read from the public log.
#pragma once
#include <string>
#include <vector>
#include "../tcg_fixture.h"

namespace tcgt {

// A battle step of `arena` ("space", "ground", "character") with these seats.
inline json battle_of(const char* arena, json ds, json ls) {
  if (!ds.contains("deck")) ds["deck"] = {"geonosian-guard"};
  if (!ls.contains("deck")) ls["deck"] = {"clone-squad"};
  return {{"seats", {ds, ls}}, {"start", "battle"}, {"arena", arena}};
}

// A log entry of dice rolled in battle: an attack roll, a reroll, dice of
// damage (not the roll for build points, data.buildPoints).
inline bool attack_roll(const json& e) {
  return e["type"] == "roll" && e.contains("data") && e["data"].contains("dice") && !e["data"]["dice"].empty() &&
         !e["data"].contains("buildPoints");
}

// The dice of the last roll in the log (a reroll logs the whole new roll).
inline std::vector<int> last_dice(const Table& t) {
  std::vector<int> dice;
  for (const json& e : t.log_entries())
    if (attack_roll(e)) dice = e["data"]["dice"].get<std::vector<int>>();
  return dice;
}

// How many attack rolls and rerolls the log shows.
inline int rolls(const Table& t) {
  int n = 0;
  for (const json& e : t.log_entries())
    if (attack_roll(e)) ++n;
  return n;
}

inline int hits_of(const std::vector<int>& dice) {
  int n = 0;
  for (int d : dice) n += d >= 4 ? 1 : 0;
  return n;
}

inline bool has_six(const std::vector<int>& dice) {
  for (int d : dice)
    if (d == 6) return true;
  return false;
}

// The last "hits" line of the log ("3 hits, 5 damage.") and the line the
// rules expect for these dice with `critical` Critical Hit (TCG-ATTACK-7, TCG-KW-3).
inline std::string hits_line(const Table& t) {
  std::string s;
  for (const json& e : t.log_entries())
    if (e["type"] == "hits") s = e["text"].get<std::string>();
  return s;
}
inline std::string expected_hits(const std::vector<int>& dice, int critical) {
  const int h = hits_of(dice);
  return std::to_string(h) + (h == 1 ? " hit, " : " hits, ") + std::to_string(h + (has_six(dice) ? critical : 0)) + " damage.";
}

// The id of the unit named `name` in the seat's arena `a`.
inline std::string unit_id(const Table& t, int seat, const char* a, const std::string& name) {
  const json u = t.unit(seat, a, name);
  return u.is_object() ? u["id"].get<std::string>() : std::string();
}

}  // namespace tcgt
