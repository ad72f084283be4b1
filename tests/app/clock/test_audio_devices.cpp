// The audio output's devices: OpenAL's list read, printed with the default marked, and
// the device chosen from the command line or the config.
#include "app/clock/model/audio_devices.hpp"

#include <catch2/catch.hpp>

using namespace pendule::app;

TEST_CASE("audio devices: OpenAL's list of names, each ending with a NUL, the list with two",
          "[app][audio]") {
    CHECK(split_device_list(nullptr).empty());
    CHECK(split_device_list("").empty());
    static const char one[] = "Wave File Writer\0";
    CHECK(split_device_list(one) == std::vector<std::string>{"Wave File Writer"});
    static const char three[] = "OpenAL Soft on Built-in Audio\0USB Headset\0HDMI 1\0";
    CHECK(split_device_list(three) ==
          std::vector<std::string>{"OpenAL Soft on Built-in Audio", "USB Headset", "HDMI 1"});
}

TEST_CASE("audio devices: one a line, the default marked", "[app][audio]") {
    const std::vector<std::string> devices{"Speakers", "USB Headset"};
    CHECK(device_listing(devices, "USB Headset") == "Speakers\nUSB Headset (default)\n");
    CHECK(device_listing(devices, "") == "Speakers\nUSB Headset\n");
    CHECK(device_listing(devices, "Gone") == "Speakers\nUSB Headset\n"); // a default not listed: none marked
    CHECK(device_listing({}, "Speakers").empty());
}

TEST_CASE("audio devices: the command line's choice wins over the config's", "[app][audio]") {
    CHECK(chosen_device(std::nullopt, "").empty()); // the system's default
    CHECK(chosen_device(std::nullopt, "Speakers") == "Speakers");
    CHECK(chosen_device(std::string("USB Headset"), "Speakers") == "USB Headset");
    CHECK(chosen_device(std::string(), "Speakers").empty()); // --audio-device "": the default
}
