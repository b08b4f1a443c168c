// LackeyCCG .dek deck files, the format TCG players keep their decks in: an
// XML document <deck version="0.8"> with an optional <meta> (the deck's
// <title>) and <superzone name="Deck">, listing one
// <card><name id="image id">Card Name (A)</name><set>AOTC</set></card>
// per copy. Cards are known by name and version letter; the id is Lackey's
// image name and is not needed to read a file.
#pragma once
#include <string>
#include <vector>
#include "sw/error.h"
#include "tcg/decks.h"

namespace sw::tcg {

// What a .dek file says, before its names are matched to cards.
struct DekFile {
  std::string title;                  // <meta><title>, "" if none
  std::vector<std::string> names;     // the card names of the "Deck" superzone, one per copy
  std::vector<std::string> skipped;   // other superzones ("Sideboard"), which are not part of the deck
};

// Reads a .dek (bad_deck with the reason and line for text that is not one).
Result<DekFile> parse_dek(const std::string& text);

// The card a Lackey name means ("Anakin Skywalker (A)", "Padme Amidala (C)
// (Promo)"): promo prints are their numbered cards; case, runs of spaces and
// the accent of "Padmé" do not matter. -1 when no card has that name.
int def_of_lackey_name(const std::string& name);
// Lackey's name of a card ("Padme Amidala (A)") and its image id ("Padme_Amidala_A").
std::string lackey_name(int def);
std::string lackey_image_id(int def);

// A deck as a .dek file (title: the deck's name, may be "").
std::string write_dek(const DeckList& d, const std::string& title);

}  // namespace sw::tcg
