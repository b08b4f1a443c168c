// The event log: every state change as an event with an English message.
//
// An entry has a public part (seen by everybody, spectators included) and an
// optional private part seen only by the seats in `private_mask` (bit i = seat
// i; teams share a mask). A viewer outside the mask sees the public text, which
// the game writes so that it reveals nothing hidden ("Rebel chooses a strategy
// card." vs "You choose Deception."). Games write to an EventLog* that may be
// null: simulations (bots, benchmarks) pass null and no strings are built.
#pragma once
#include <cstdint>
#include <string>
#include <vector>
#include "sw/json.h"

namespace sw {

struct LogEntry {
  int seq = 0;              // position in the log, from 0
  int round = 0;            // game-defined round/turn number
  std::string type;         // machine-readable kind, e.g. "play_card"
  int actor = -1;           // seat that caused it, -1 = the game itself
  std::string text;         // public English message
  json data;                // public structured fields (object or null)
  uint32_t private_mask = 0;// seats that see the private version
  std::string private_text; // English message for those seats
  json private_data;        // structured fields for those seats

  bool visible_privately_to(int viewer) const {
    return viewer >= 0 && viewer < 32 && (private_mask >> viewer) & 1u;
  }
  // The entry as `viewer` (-1 = spectator) may see it.
  json to_view(int viewer) const {
    bool priv = private_mask != 0 && visible_privately_to(viewer);
    json j = json::object();
    j["seq"] = seq;
    j["round"] = round;
    j["type"] = type;
    j["actor"] = actor;
    j["text"] = priv ? private_text : text;
    const json& d = priv ? private_data : data;
    j["data"] = d.is_null() ? json::object() : d;
    return j;
  }
};

class EventLog {
 public:
  int round = 0;  // stamped on new entries; the game keeps it current

  // Adds a public event.
  void add(const char* type, int actor, std::string text, json data = json()) {
    LogEntry e;
    e.type = type;
    e.actor = actor;
    e.text = std::move(text);
    e.data = std::move(data);
    push(std::move(e));
  }
  // Adds an event whose details only `mask` may see.
  void add_private(const char* type, int actor, uint32_t mask, std::string public_text, std::string private_text,
                   json public_data = json(), json private_data = json()) {
    LogEntry e;
    e.type = type;
    e.actor = actor;
    e.text = std::move(public_text);
    e.data = std::move(public_data);
    e.private_mask = mask;
    e.private_text = std::move(private_text);
    e.private_data = std::move(private_data);
    push(std::move(e));
  }
  void push(LogEntry e) {
    e.seq = static_cast<int>(entries_.size());
    e.round = round;
    entries_.push_back(std::move(e));
  }
  const std::vector<LogEntry>& entries() const { return entries_; }
  int size() const { return static_cast<int>(entries_.size()); }
  void truncate(int n) {
    if (n >= 0 && n < size()) entries_.resize(static_cast<size_t>(n));
  }
  void clear() { entries_.clear(); }

  json view(int viewer, int from = 0) const {
    json a = json::array();
    for (int i = from < 0 ? 0 : from; i < size(); ++i) a.push_back(entries_[static_cast<size_t>(i)].to_view(viewer));
    return a;
  }

 private:
  std::vector<LogEntry> entries_;
};

inline uint32_t seat_bit(int seat) { return seat >= 0 && seat < 32 ? (1u << seat) : 0u; }

}  // namespace sw
