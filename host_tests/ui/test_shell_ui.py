"""Menu, players, settings, about and games through the buttons."""


def test_boot_menu(sim):
    t = sim.text()
    assert t[:7] == ["Lookout", "Games", "Dice", "Scorepad", "Timer", "Players", "Settings"]
    sim.keys("UP")                            # wraps to About
    assert "About" in sim.text()


def test_players_add_rename_colour_first_remove(sim):
    sim.keys("DOWN*4 OK")
    t = sim.text()
    assert t[0] == "Players (3)"
    assert [x.split() for x in t[1:4]] == [[">Ann", "Red"], ["Bo", "Blue"], ["Cat", "Green"]]
    sim.keys("DOWN*3 OK")                     # + Add player
    assert sim.text()[0] == "Players (4)" and sim.text()[4].split() == ["Dan", "Yellow"]
    sim.keys("OK")                            # the new player's edit menu (cursor stays)
    sim.keys("OK")                            # Pick a name: Ann? list starts at Ann
    sim.keys("DOWN*4 OK")                     # Eve
    assert sim.text()[4].split() == ["Eve", "Yellow"]
    # Eve goes first: the mark moves
    sim.keys("OK UP OK")                      # Goes first: the last row
    t = sim.text()
    assert t[4].split() == [">Eve", "Yellow"] and t[1].split() == ["Ann", "Red"], t
    # remove Bo: at least 2 remain
    sim.keys("UP*2 OK UP")                    # Bo: UP from the top row wraps to Goes first
    assert sim.selected() == "Goes first"
    sim.keys("UP OK")                         # Remove: asks first
    assert sim.text()[0] == "Remove"
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Players (3)" and not any(x.startswith("Bo") for x in t[1:4]), t
    assert t[5] == "Bring back Bo", t
    sim.keys("DOWN*3 OK")                     # Bring back Bo: in their seat again
    t = sim.text()
    assert t[0] == "Players (4)" and t[2].split() == ["Bo", "Blue"], t


def test_cannot_go_below_two_players(sim):
    sim.keys("DOWN*4 OK")
    sim.keys("OK UP*2 OK OK")                 # remove Ann (asked first)
    sim.keys("OK UP*2 OK OK")                 # remove Bo
    t = sim.text()
    assert t[0] == "Players", t               # message box titled Players
    assert "At least 2" in " ".join(t)


def test_typed_name(sim):
    sim.keys("DOWN*4 OK OK DOWN OK")          # Ann -> Type a name
    assert sim.text()[0] == "Name"
    sim.keys("BACK BACK RIGHT DOWN")          # 'An' -> 'A' ... then append 'a', then spin
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Players (3)"
    assert t[1].split() == [">AZ", "Red"], t


def test_settings_toggle_sound_persists(sim, flash):
    sim.keys("UP*2 OK DOWN OK")
    assert "Sound: off" in sim.text()
    from simdriver import Sim
    s2 = Sim(flash)
    s2.keys("UP*2 OK")
    assert "Sound: off" in s2.text()
    s2.close()


def test_about_and_games_menu(sim):
    sim.keys("UP OK")
    t = sim.text()
    assert t[0] == "About" and t[1].startswith("Lookout")
    assert any(x.startswith("free heap") for x in t)
    sim.keys("OK")
    sim.keys("DOWN OK")
    assert sim.text()[0] == "Games"
    assert sim.text()[1:6] == ["Old Bill", "Clumsy Thief", "Black Keep", "Forty Thieves",
                              "Diamond Tricks"]
