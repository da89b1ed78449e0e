#!/usr/bin/env python3
"""Build the dev32 learning-loop scenarios (embedded systems and IoT).

Holds 60 scenarios as data, validates them and writes scenarios.jsonl and
README.md next to this file. Standard library only. Refuses to write if any
check fails.

Build-only fields (never written to the jsonl):
  fix     : (old, new) replacements that turn repeat.output into a corrected repeat
  cflags  : check specs that would mark the control wrong; none may match it
  cneeds  : check specs that must match the control output
  literal : for literal scenarios, the wrong text that recurs in repeat.output
"""
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
PREFIX = "d32"

DIFFICULTIES = ("literal", "paraphrase", "semantic")
CONTROL_KINDS = ("lookalike", "same_topic", "already_correct", "unrelated")
VARIATIONS = ("reworded", "code_block", "casing", "other_identifier", "renamed_identifier",
              "prose_claim", "equivalent_construct", "reordered_args")
TARGET_DIFFICULTY = {"literal": 28, "paraphrase": 19, "semantic": 13}
TARGET_CONTROL = {"lookalike": 32, "same_topic": 16, "already_correct": 9, "unrelated": 3}
TOLERANCE = 3

SCENARIOS = []


def S(id, topic, difficulty, repeat_variation, control_kind, teach, repeat, control,
      fix, cflags=None, cneeds=None, literal=None):
    SCENARIOS.append({
        "id": id, "topic": topic, "difficulty": difficulty,
        "repeat_variation": repeat_variation, "control_kind": control_kind,
        "teach": teach, "repeat": repeat, "control": control,
        "_fix": fix, "_cflags": cflags, "_cneeds": cneeds, "_literal": literal,
    })


def T(query, output, message, gold_wrong, gold_right):
    return {"query": query, "output": output, "message": message,
            "gold_wrong": gold_wrong, "gold_right": gold_right}


def R(query, output, expect_contains, expect_absent):
    return {"query": query, "output": output, "expect_contains": expect_contains,
            "expect_absent": expect_absent}


def C(query, output):
    return {"query": query, "output": output}


# ====================================================================== scenarios
S("d32-001", "esp-idf-console-baud", "literal", "code_block", "lookalike",
  T("My ESP32 prints garbage in the PlatformIO serial monitor right after reset. What should monitor_speed be?",
    "The ESP-IDF console runs at a low default rate, so set this in platformio.ini:\n\n```ini\n[env:esp32dev]\nmonitor_speed = 9600\n```\n\nThen reopen the monitor with `pio device monitor`.",
    "115200, not 9600. The ESP-IDF console and the ROM bootloader both print at 115200.",
    "monitor_speed = 9600", "monitor_speed = 115200"),
  R("Give me a platformio.ini env for the lolin32 board using the espidf framework.",
    "```ini\n[env:lolin32]\nplatform = espressif32\nboard = lolin32\nframework = espidf\nmonitor_speed = 9600\nmonitor_filters = colorize\n```",
    ["re:monitor_speed\\s*=\\s*115200"], ["monitor_speed = 9600"]),
  C("Wire a NEO-6M GPS to the Uno and echo its NMEA sentences to the serial monitor.",
    "```cpp\n#include <SoftwareSerial.h>\n\nSoftwareSerial gps(4, 3);  // RX, TX\n\nvoid setup() {\n  Serial.begin(115200);\n  gps.begin(9600);  // NEO-6M factory default\n}\n\nvoid loop() {\n  while (gps.available()) Serial.write(gps.read());\n}\n```"),
  fix=[("monitor_speed = 9600", "monitor_speed = 115200")],
  cflags=["gps.begin(115200)"], cneeds=["gps.begin(9600)"])

S("d32-002", "ssd1306-i2c-address", "literal", "reworded", "lookalike",
  T("Which address do I pass to display.begin() for the 0.96\" SSD1306 OLED on I2C?",
    "Use the address printed on the back of the module: `display.begin(SSD1306_SWITCHCAPVCC, 0x78);` If the screen stays dark, run an I2C scanner to confirm the wiring.",
    "That 0x78 printed on the PCB is the 8-bit write address. The Adafruit library takes the 7-bit one, which is 0x3C.",
    "display.begin(SSD1306_SWITCHCAPVCC, 0x78)", "display.begin(SSD1306_SWITCHCAPVCC, 0x3C)"),
  R("The 128x64 OLED on my breadboard stays black. Which I2C address does the SSD1306 driver expect?",
    "These SSD1306 modules respond at 0x78, so pass that as the address when you initialise the display. If it is still black, check that SDA and SCL aren't swapped and that the module gets 3.3 V.",
    ["0x3C"], ["0x78"]),
  C("My I2C scanner loop runs `for (addr = 1; addr < 0x78; addr++)`. Why does it stop there?",
    "Addresses 0x78 to 0x7F are reserved by the I2C specification (0x78 to 0x7B introduce a 10-bit address), so a 7-bit scanner only needs to probe up to 0x77. No real device answers above that."),
  fix=[("0x78", "0x3C")],
  cflags=["0x3C"], cneeds=["0x78 to 0x7F"], literal="0x78")

S("d32-003", "bme280-lab-address", "paraphrase", "other_identifier", "same_topic",
  T("Init code for the BME280 on the lab's weather node (Arduino, Adafruit library).",
    "```cpp\n#include <Adafruit_BME280.h>\nAdafruit_BME280 bme;\n\nvoid setup() {\n  Serial.begin(115200);\n  if (!bme.begin(0x76)) {\n    Serial.println(\"BME280 not found\");\n    while (true) delay(10);\n  }\n}\n```",
    "Our BME280 breakouts have SDO pulled up to VCC, so they sit at 0x77.",
    "bme.begin(0x76)", "bme.begin(0x77)"),
  R("Port the weather node's BME280 setup to ESP-IDF; give me the defines for the I2C bus.",
    "```c\n#define I2C_PORT         I2C_NUM_0\n#define I2C_SDA_GPIO     21\n#define I2C_SCL_GPIO     22\n#define BME280_I2C_ADDR  0x76\n#define I2C_FREQ_HZ      100000\n```",
    ["re:BME280_I2C_ADDR\\s+0x77"], ["0x76"]),
  C("How do I get pressure in hPa from the Adafruit BME280 library?",
    "`bme.readPressure()` returns pascals as a float, so divide by 100: `float hpa = bme.readPressure() / 100.0F;`"),
  fix=[("BME280_I2C_ADDR  0x76", "BME280_I2C_ADDR  0x77")])

S("d32-004", "esp32-adc2-wifi", "semantic", "prose_claim", "same_topic",
  T("I want to read a capacitive soil moisture sensor on my ESP32 while it publishes over Wi-Fi. Which pin?",
    "Any ADC-capable pin works. For example GPIO 25 (ADC2_CH8): `int raw = analogRead(25);` gives 0 to 4095 and runs fine alongside Wi-Fi.",
    "ADC2 can't be read while Wi-Fi is on, the Wi-Fi driver takes it over. It has to be one of the ADC1 pins, GPIO 32 to 39.",
    "GPIO 25 (ADC2_CH8)", "GPIO 34 (ADC1_CH6)"),
  R("Is it OK to sample a sensor on an ADC2 pin of the ESP32 while it's connected to the MQTT broker over Wi-Fi?",
    "Yes. ADC2 pins such as GPIO 4, 13 or 27 can be read with analogRead() while Wi-Fi is connected; the two don't interfere.",
    ["ADC1"], ["re:^Yes", "re:(?i)don't interfere|do not interfere"]),
  C("What range does analogRead return on the ESP32 by default?",
    "12 bits: 0 to 4095. Call `analogReadResolution(10)` if you want the 0 to 1023 range you know from the Uno."),
  fix=[("Yes. ADC2 pins such as GPIO 4, 13 or 27 can be read with analogRead() while Wi-Fi is connected; the two don't interfere.",
        "No. The Wi-Fi driver uses ADC2, so ADC2 reads fail while Wi-Fi is connected; move the sensor to an ADC1 pin (GPIO 32 to 39).")])

S("d32-005", "esp32-input-only-gpio", "paraphrase", "other_identifier", "lookalike",
  T("Drive the relay module from GPIO 35 on my ESP32 DevKitC.",
    "```cpp\nconst int RELAY_PIN = 35;\n\nvoid setup() {\n  pinMode(RELAY_PIN, OUTPUT);\n  digitalWrite(RELAY_PIN, LOW);\n}\n```",
    "GPIO 35 is input-only on the ESP32, 34 to 39 have no output driver. Put the relay on GPIO 26.",
    "const int RELAY_PIN = 35;", "const int RELAY_PIN = 26;"),
  R("Blink an external LED hooked to GPIO 34 on the ESP32.",
    "```cpp\n#define LED_PIN 34\n\nvoid setup() { pinMode(LED_PIN, OUTPUT); }\n\nvoid loop() {\n  digitalWrite(LED_PIN, !digitalRead(LED_PIN));\n  delay(500);\n}\n```",
    ["re:#define LED_PIN (?:[0-9]|[12][0-9]|3[0-3])\\b"], ["re:#define LED_PIN 3[4-9]\\b"]),
  C("Read the door reed switch on GPIO 35 of the ESP32; it has an external 10k pull-up to 3V3.",
    "```cpp\nconst int DOOR_PIN = 35;  // input-only pin, external 10k pull-up\n\nvoid setup() {\n  Serial.begin(115200);\n  pinMode(DOOR_PIN, INPUT);\n}\n\nvoid loop() {\n  Serial.println(digitalRead(DOOR_PIN) ? \"open\" : \"closed\");\n  delay(200);\n}\n```"),
  fix=[("#define LED_PIN 34", "#define LED_PIN 26")],
  cflags=["DOOR_PIN = 26", "INPUT_PULLUP"], cneeds=["const int DOOR_PIN = 35;"])

S("d32-006", "platformio-upload-target", "literal", "code_block", "lookalike",
  T("How do I flash the firmware to the board from the PlatformIO CLI?",
    "From the project root run `pio run -t flash`. PlatformIO builds first if anything changed, then writes the image over the port it auto-detects.",
    "The target is upload, there's no flash target in PlatformIO: `pio run -t upload`.",
    "pio run -t flash", "pio run -t upload"),
  R("One-liner to build the esp32s3 env, flash it and open the serial monitor.",
    "```sh\npio run -e esp32s3 -t flash && pio device monitor -e esp32s3\n```",
    ["-t upload"], ["-t flash"]),
  C("Build, flash and monitor with plain ESP-IDF, no PlatformIO.",
    "```sh\nidf.py -p /dev/ttyUSB1 flash monitor\n```\n`flash` builds if needed and writes the bootloader, partition table and app; `monitor` attaches right after. Exit with Ctrl+]."),
  fix=[("-t flash", "-t upload")],
  cflags=["idf.py -p /dev/ttyUSB1 upload"], cneeds=["idf.py -p /dev/ttyUSB1 flash monitor"], literal="-t flash")

S("d32-007", "esptool-bootloader-offset", "paraphrase", "reordered_args", "lookalike",
  T("Give me the esptool command to flash the three images from an ESP-IDF build onto the WROOM-32.",
    "```sh\nesptool.py --chip esp32 -b 460800 write_flash 0x0 bootloader.bin 0x8000 partition-table.bin 0x10000 app.bin\n```",
    "On the original ESP32 the bootloader goes at 0x1000, not 0x0. 0x0 is only right for the S3 and C3.",
    "0x0 bootloader.bin", "0x1000 bootloader.bin"),
  R("Flash the WROOM-32 straight from the build directory, app image first.",
    "```sh\nesptool.py --chip esp32 write_flash 0x10000 build/sensor-node.bin 0x8000 build/partition_table/partition-table.bin 0x0 build/bootloader/bootloader.bin\n```",
    ["0x1000 build/bootloader/bootloader.bin"], ["re:\\b0x0 \\S*bootloader\\.bin"]),
  C("esptool command to flash bootloader, partition table and app onto the ESP32-S3 devkit.",
    "```sh\nesptool.py --chip esp32s3 -b 460800 write_flash 0x0 bootloader.bin 0x8000 partition-table.bin 0x10000 app.bin\n```\nOn the S3 the second-stage bootloader starts at offset 0x0."),
  fix=[("0x0 build/bootloader/bootloader.bin", "0x1000 build/bootloader/bootloader.bin")],
  cflags=["0x1000 bootloader.bin"], cneeds=["--chip esp32s3", "write_flash 0x0 bootloader.bin"])

S("d32-008", "idf-set-target-name", "literal", "casing", "lookalike",
  T("Switch my ESP-IDF project from the ESP32 to the S3.",
    "Run `idf.py set-target esp32-s3`. It deletes the build directory and regenerates sdkconfig for the new chip, so re-apply any menuconfig changes afterwards.",
    "idf.py target names have no hyphen: esp32s3.",
    "set-target esp32-s3", "set-target esp32s3"),
  R("The C3 project needs to build for the S3 now; what's the command?",
    "Retarget it with `idf.py set-target ESP32-S3`, then run `idf.py build`. Your sdkconfig.defaults are applied again on the first build.",
    ["set-target esp32s3"], ["re:(?i)set-target esp32-s3"]),
  C("platformio.ini for the ESP32-S3-DevKitC-1 with the Arduino framework.",
    "```ini\n[env:esp32-s3-devkitc-1]\nplatform = espressif32\nboard = esp32-s3-devkitc-1\nframework = arduino\nmonitor_speed = 115200\n```"),
  fix=[("set-target ESP32-S3", "set-target esp32s3")],
  cflags=["esp32s3-devkitc-1"], cneeds=["board = esp32-s3-devkitc-1"])

S("d32-009", "wire-begin-pin-order", "paraphrase", "reordered_args", "same_topic",
  T("Start the I2C bus on the ESP32 DevKitC default pins explicitly.",
    "```cpp\nWire.begin(22, 21);  // SCL, SDA\n```\nThose are the default I2C pins on the DevKitC, so the BME280 and the OLED can share the bus.",
    "Doesn't Wire.begin take SDA first? On the DevKitC SDA is 21 and SCL is 22, so that should be Wire.begin(21, 22).",
    "Wire.begin(22, 21);  // SCL, SDA", "Wire.begin(21, 22);  // SDA, SCL"),
  R("Set up I2C on the DevKitC using named pin constants.",
    "```cpp\nconstexpr int I2C_SDA = 21;\nconstexpr int I2C_SCL = 22;\n\nvoid setup() {\n  Wire.begin(I2C_SCL, I2C_SDA);\n}\n```",
    ["Wire.begin(I2C_SDA, I2C_SCL)"], ["Wire.begin(I2C_SCL, I2C_SDA)"]),
  C("Add a second I2C bus for the lab's expansion header: SDA on GPIO 33, SCL on GPIO 32.",
    "```cpp\nTwoWire expBus = TwoWire(1);\n\nvoid setup() {\n  Wire.begin(21, 22);\n  expBus.begin(33, 32);  // SDA, SCL\n}\n```"),
  fix=[("Wire.begin(I2C_SCL, I2C_SDA)", "Wire.begin(I2C_SDA, I2C_SCL)")],
  cflags=["expBus.begin(32, 33)"], cneeds=["expBus.begin(33, 32)"])

S("d32-010", "nodemcu-d4-gpio", "literal", "reworded", "lookalike",
  T("Which GPIO number is D4 on the NodeMCU? I'd rather use raw numbers in the ESP8266 core.",
    "D4 maps to GPIO4, so `pinMode(4, OUTPUT)` and `pinMode(D4, OUTPUT)` are the same thing.",
    "D4 is GPIO2 on the NodeMCU, that's the pin with the blue LED. GPIO4 is D2.",
    "D4 maps to GPIO4", "D4 maps to GPIO2"),
  R("On the Wemos D1 mini, what raw GPIO sits behind the D4 label?",
    "On the D1 mini D4 maps to GPIO4, so you can write either `D4` or `4` in the sketch.",
    ["GPIO2"], ["D4 maps to GPIO4", "`4`"]),
  C("Which pin is D2 on the NodeMCU?",
    "D2 is GPIO4, which the ESP8266 Wire library uses as SDA by default (SCL is D1, GPIO5)."),
  fix=[("D4 maps to GPIO4", "D4 maps to GPIO2"), ("`4`", "`2`")],
  cflags=["D2 is GPIO2"], cneeds=["D2 is GPIO4"])

S("d32-011", "freertos-delay-ticks", "paraphrase", "code_block", "already_correct",
  T("Add a 500 ms pause between sensor reads in my ESP-IDF task.",
    "```c\nwhile (1) {\n    read_sensor();\n    vTaskDelay(500);  // 500 ms\n}\n```",
    "vTaskDelay takes ticks, not milliseconds. With the default 100 Hz tick that's 5 seconds. Wrap it in pdMS_TO_TICKS(500).",
    "vTaskDelay(500);", "vTaskDelay(pdMS_TO_TICKS(500));"),
  R("ESP-IDF task that publishes the temperature every five seconds.",
    "```c\nstatic void publish_task(void *arg)\n{\n    for (;;) {\n        float t = read_temperature();\n        mqtt_publish_temp(t);\n        vTaskDelay(5000);  // 5 s\n    }\n}\n```",
    ["vTaskDelay(pdMS_TO_TICKS(5000))"], ["vTaskDelay(5000)"]),
  C("Blink the LED on GPIO 2 every 250 ms from an ESP-IDF task.",
    "```c\nstatic void blink_task(void *arg)\n{\n    gpio_reset_pin(GPIO_NUM_2);\n    gpio_set_direction(GPIO_NUM_2, GPIO_MODE_OUTPUT);\n    int level = 0;\n    for (;;) {\n        gpio_set_level(GPIO_NUM_2, level ^= 1);\n        vTaskDelay(pdMS_TO_TICKS(250));\n    }\n}\n```"),
  fix=[("vTaskDelay(5000)", "vTaskDelay(pdMS_TO_TICKS(5000))")],
  cflags=["pdMS_TO_TICKS(pdMS_TO_TICKS"], cneeds=["vTaskDelay(pdMS_TO_TICKS(250))"])

S("d32-012", "zephyr-k-sleep", "paraphrase", "code_block", "lookalike",
  T("Zephyr blinky loop with a 500 ms delay.",
    "```c\nwhile (1) {\n    gpio_pin_toggle_dt(&led);\n    k_sleep(500);\n}\n```",
    "That won't compile on Zephyr, k_sleep takes a k_timeout_t. Use k_msleep(500) or k_sleep(K_MSEC(500)).",
    "k_sleep(500);", "k_msleep(500);"),
  R("Zephyr thread that samples the sensor every SLEEP_TIME_MS.",
    "```c\n#define SLEEP_TIME_MS 2000\n\nvoid sampler(void)\n{\n    while (1) {\n        sample_and_log();\n        k_sleep(SLEEP_TIME_MS);\n    }\n}\n```",
    ["re:k_msleep\\(SLEEP_TIME_MS\\)|k_sleep\\(K_MSEC\\(SLEEP_TIME_MS\\)\\)"], ["k_sleep(SLEEP_TIME_MS)"]),
  C("Make the Zephyr main loop wait two seconds before retrying the modem connection.",
    "```c\nwhile (modem_connect() != 0) {\n    LOG_WRN(\"modem not ready, retrying\");\n    k_sleep(K_SECONDS(2));\n}\n```"),
  fix=[("k_sleep(SLEEP_TIME_MS)", "k_msleep(SLEEP_TIME_MS)")],
  cflags=["k_msleep(K_SECONDS", "K_MSEC(K_SECONDS"], cneeds=["k_sleep(K_SECONDS(2))"])

S("d32-013", "zephyr-kconfig-log", "literal", "code_block", "already_correct",
  T("prj.conf to turn on logging and the UART console in my Zephyr app.",
    "```\nCONFIG_SERIAL=y\nCONFIG_UART_CONSOLE=y\nCONFIG_LOGGING=y\n```",
    "There's no CONFIG_LOGGING symbol, it's CONFIG_LOG=y. Kconfig just warns about the unknown one and logging stays off.",
    "CONFIG_LOGGING=y", "CONFIG_LOG=y"),
  R("prj.conf for the sensor app: I2C, logging at debug level, and the shell.",
    "```\nCONFIG_I2C=y\nCONFIG_SENSOR=y\nCONFIG_LOGGING=y\nCONFIG_LOG_DEFAULT_LEVEL=4\nCONFIG_SHELL=y\n```",
    ["CONFIG_LOG=y"], ["CONFIG_LOGGING"]),
  C("Make the Zephyr logs go out immediately instead of being deferred.",
    "```\nCONFIG_LOG=y\nCONFIG_LOG_MODE_IMMEDIATE=y\n```\nImmediate mode prints from the calling context, which is handy while debugging but slower inside interrupts."),
  fix=[("CONFIG_LOGGING=y", "CONFIG_LOG=y")],
  cneeds=["CONFIG_LOG=y"])

S("d32-014", "nucleo-user-led", "literal", "code_block", "lookalike",
  T("Toggle the user LED on the bench NUCLEO-L476RG with HAL every half second.",
    "```c\nwhile (1) {\n    HAL_GPIO_TogglePin(GPIOC, GPIO_PIN_13);\n    HAL_Delay(500);\n}\n```",
    "LD2 on the Nucleo is PA5. PC13 is the blue user button, B1.",
    "HAL_GPIO_TogglePin(GPIOC, GPIO_PIN_13)", "HAL_GPIO_TogglePin(GPIOA, GPIO_PIN_5)"),
  R("Turn LD2 on when the self-test passes on the bench Nucleo.",
    "```c\nif (self_test() == HAL_OK) {\n    HAL_GPIO_WritePin(GPIOC, GPIO_PIN_13, GPIO_PIN_SET);\n}\n```",
    ["HAL_GPIO_WritePin(GPIOA, GPIO_PIN_5, GPIO_PIN_SET)"], ["GPIOC, GPIO_PIN_13"]),
  C("Read the blue user button on the bench Nucleo in the main loop.",
    "```c\nif (HAL_GPIO_ReadPin(GPIOC, GPIO_PIN_13) == GPIO_PIN_RESET) {\n    /* B1 is active low: pressed */\n    start_calibration();\n}\n```"),
  fix=[("GPIOC, GPIO_PIN_13", "GPIOA, GPIO_PIN_5")],
  cflags=["GPIOA, GPIO_PIN_5"], cneeds=["HAL_GPIO_ReadPin(GPIOC, GPIO_PIN_13)"], literal="GPIOC, GPIO_PIN_13")

S("d32-015", "nucleo-vcp-uart", "literal", "code_block", "lookalike",
  T("Retarget printf to the ST-LINK virtual COM port on the NUCLEO-L476RG.",
    "```c\nint _write(int fd, char *ptr, int len)\n{\n    HAL_UART_Transmit(&huart1, (uint8_t *)ptr, len, HAL_MAX_DELAY);\n    return len;\n}\n```",
    "Got printf going, thanks. Note it's huart2 though: on the Nucleo-64 the ST-LINK VCP is wired to USART2 (PA2/PA3), huart1 isn't connected to it.",
    "HAL_UART_Transmit(&huart1,", "HAL_UART_Transmit(&huart2,"),
  R("Send a boot banner over the Nucleo's USB serial before the scheduler starts.",
    "```c\nstatic const char banner[] = \"sensor-fw 1.4.2 booting\\r\\n\";\nHAL_UART_Transmit(&huart1, (uint8_t *)banner, sizeof banner - 1, 100);\n```",
    ["&huart2"], ["&huart1"]),
  C("The GPS module is wired to USART1 (PA9 TX, PA10 RX) on the Nucleo. Start interrupt-driven reception one byte at a time.",
    "```c\nstatic uint8_t gps_byte;\n\nHAL_UART_Receive_IT(&huart1, &gps_byte, 1);\n\nvoid HAL_UART_RxCpltCallback(UART_HandleTypeDef *huart)\n{\n    if (huart->Instance == USART1) {\n        nmea_feed(gps_byte);\n        HAL_UART_Receive_IT(&huart1, &gps_byte, 1);\n    }\n}\n```"),
  fix=[("&huart1", "&huart2")],
  cflags=["&huart2", "USART2"], cneeds=["HAL_UART_Receive_IT(&huart1, &gps_byte, 1)"], literal="&huart1")

S("d32-016", "stm32-flash-base", "literal", "code_block", "lookalike",
  T("Command to write build/fw.bin to the Nucleo with stlink-tools.",
    "`st-flash --reset write build/fw.bin 0x80000000`, then the board restarts into the new firmware.",
    "No, STM32 flash starts at 0x08000000. 0x80000000 isn't even mapped.",
    "0x80000000", "0x08000000"),
  R("Add a flash target to the Makefile for the STM32 build.",
    "```make\nflash: $(BUILD)/$(TARGET).bin\n\tst-flash --reset write $< 0x80000000\n```",
    ["0x08000000"], ["0x80000000"]),
  C("How do I test the BUSY bit (bit 31) of the radio's 32-bit STATUS register?",
    "```c\n#define RADIO_STATUS_BUSY 0x80000000U  /* bit 31 */\n\nwhile (radio_read32(REG_STATUS) & RADIO_STATUS_BUSY) {\n    /* wait */\n}\n```"),
  fix=[("0x80000000", "0x08000000")],
  cflags=["0x08000000"], cneeds=["0x80000000U"])

S("d32-017", "serial-group-ubuntu", "literal", "reworded", "lookalike",
  T("pio upload fails with 'Permission denied: /dev/ttyUSB0' on my lab workstation.",
    "Your user isn't allowed to open the serial device. Add yourself to the uucp group with `sudo usermod -aG uucp $USER`, then log out and back in.",
    "We're on Ubuntu here, the group is dialout. uucp is what Arch uses.",
    "sudo usermod -aG uucp $USER", "sudo usermod -aG dialout $USER"),
  R("Fresh lab workstation, I can't open the ESP32's serial port without sudo. What group do I need?",
    "Serial devices are owned by the `uucp` group. Run `sudo gpasswd -a $USER uucp` and start a new login session.",
    ["dialout"], ["uucp"]),
  C("My personal Arch laptop can't open the serial port either. Same fix?",
    "On Arch the serial devices belong to the uucp group, so run `sudo usermod -aG uucp $USER` and log in again."),
  fix=[("`uucp`", "`dialout`"), ("gpasswd -a $USER uucp", "gpasswd -a $USER dialout")],
  cflags=["dialout"], cneeds=["uucp group"], literal="uucp")

S("d32-018", "lora-eu868", "literal", "casing", "same_topic",
  T("LoRa.begin() call for the Heltec nodes in our lab.",
    "```cpp\nif (!LoRa.begin(915E6)) {\n  Serial.println(\"Starting LoRa failed!\");\n  while (true);\n}\n```",
    "We're in Berlin, EU868. 868E6.",
    "LoRa.begin(915E6)", "LoRa.begin(868E6)"),
  R("Init the SX1276 on the lab's new TTGO LoRa32 boards.",
    "```cpp\nLoRa.setPins(18, 14, 26);\nif (!LoRa.begin(915e6)) {\n  Serial.println(\"LoRa init failed\");\n  for (;;) {}\n}\n```",
    ["re:LoRa\\.begin\\(868[eE]6\\)"], ["re:(?i)915e6"]),
  C("Set spreading factor 9 and 125 kHz bandwidth on the LoRa radio.",
    "```cpp\nLoRa.setSpreadingFactor(9);\nLoRa.setSignalBandwidth(125E3);\nLoRa.setCodingRate4(5);\n```"),
  fix=[("915e6", "868E6")])

S("d32-019", "ws2812b-color-order", "paraphrase", "renamed_identifier", "lookalike",
  T("FastLED setup for the 30-LED WS2812B strip on pin 5.",
    "```cpp\n#define DATA_PIN 5\n#define NUM_LEDS 30\nCRGB leds[NUM_LEDS];\n\nvoid setup() {\n  FastLED.addLeds<WS2812B, DATA_PIN, RGB>(leds, NUM_LEDS);\n}\n```",
    "WS2812B strips are GRB, with RGB red and green come out swapped.",
    "WS2812B, DATA_PIN, RGB", "WS2812B, DATA_PIN, GRB"),
  R("FastLED init for the 60-pixel WS2812B strip on the status panel, data on GPIO 13.",
    "```cpp\n#define LED_PIN 13\nCRGB strip[60];\n\nvoid setup() {\n  FastLED.addLeds<WS2812B, LED_PIN, RGB>(strip, 60);\n  FastLED.setBrightness(64);\n}\n```",
    ["WS2812B, LED_PIN, GRB"], ["WS2812B, LED_PIN, RGB"]),
  C("How do I set the first pixel to orange in FastLED?",
    "`leds[0] = CRGB(255, 165, 0);` then `FastLED.show();`. CRGB always takes the components in RGB order; the colour order you gave addLeds only changes how the bytes are sent on the wire."),
  fix=[("WS2812B, LED_PIN, RGB", "WS2812B, LED_PIN, GRB")],
  cflags=["GRB order", "CRGB(165, 255, 0)"], cneeds=["RGB order"])

S("d32-020", "lab-broker-tls-port", "semantic", "prose_claim", "lookalike",
  T("Broker settings for the ESP32 sketch. We use the lab broker at mqtt.lab.internal.",
    "```cpp\nWiFiClient net;\nPubSubClient client(net);\n\nvoid setup() {\n  client.setServer(\"mqtt.lab.internal\", 1883);\n}\n```",
    "The lab broker only accepts TLS on 8883, plain 1883 is firewalled off on that host.",
    "client.setServer(\"mqtt.lab.internal\", 1883)", "client.setServer(\"mqtt.lab.internal\", 8883)"),
  R("Does the lab broker accept plain unencrypted MQTT, or do I need certificates on the nodes?",
    "mqtt.lab.internal accepts plain MQTT on the standard unencrypted port, so the nodes can connect without any TLS setup.",
    ["8883"], ["re:(?i)accepts plain MQTT", "re:(?i)without any TLS"]),
  C("Run a throwaway Mosquitto broker on my laptop for testing the payload parser.",
    "```sh\ndocker run --rm -it -p 1883:1883 eclipse-mosquitto:2 mosquitto -c /mosquitto-no-auth.conf\n```\nThen point the test client at localhost:1883."),
  fix=[("mqtt.lab.internal accepts plain MQTT on the standard unencrypted port, so the nodes can connect without any TLS setup.",
        "mqtt.lab.internal only accepts MQTT over TLS on port 8883, so the nodes need WiFiClientSecure and the lab CA certificate.")],
  cflags=["8883"], cneeds=["-p 1883:1883", "localhost:1883"])

S("d32-021", "mqtt-wildcard", "literal", "code_block", "lookalike",
  T("Subscribe to everything under sensors/ with mosquitto_sub.",
    "`mosquitto_sub -h localhost -t 'sensors/*' -v` prints every message under sensors/ together with its topic.",
    "`*` isn't an MQTT wildcard, it's `+` for one level and `#` for everything below. sensors/#.",
    "sensors/*", "sensors/#"),
  R("paho-mqtt: subscribe to all sensor topics in on_connect.",
    "```python\ndef on_connect(client, userdata, flags, reason_code, properties):\n    client.subscribe(\"sensors/*\", qos=1)\n```",
    ["client.subscribe(\"sensors/#\", qos=1)"], ["sensors/*"]),
  C("Delete last week's captured sensor dumps on the logger Pi.",
    "```sh\nfind ~/captures -path '*/sensors/*.json' -mtime +7 -delete\n```"),
  fix=[("sensors/*", "sensors/#")],
  cflags=["sensors/#"], cneeds=["sensors/*.json"])

S("d32-022", "mqtt-topic-prefix", "paraphrase", "other_identifier", "same_topic",
  T("Which topic should the greenhouse node esp-3fa2c1 publish its temperature on?",
    "Publish to `devices/esp-3fa2c1/temperature`, one numeric value per message, and keep humidity on its own sibling topic.",
    "Everything we publish goes under lab/, so lab/<device_id>/temperature. The broker ACL drops anything under devices/.",
    "devices/esp-3fa2c1/temperature", "lab/esp-3fa2c1/temperature"),
  R("Publish humidity from node esp-91b0d4 with PubSubClient.",
    "```cpp\nchar buf[8];\ndtostrf(humidity, 0, 1, buf);\nclient.publish(\"devices/esp-91b0d4/humidity\", buf);\n```",
    ["lab/esp-91b0d4/humidity"], ["devices/esp-91b0d4"]),
  C("Set a last-will message for node esp-91b0d4 so we notice when it drops off.",
    "```cpp\nclient.connect(\"esp-91b0d4\", MQTT_USER, MQTT_PASS,\n               \"lab/esp-91b0d4/status\", 1, true, \"offline\");\nclient.publish(\"lab/esp-91b0d4/status\", \"online\", true);\n```"),
  fix=[("devices/esp-91b0d4/humidity", "lab/esp-91b0d4/humidity")])

S("d32-023", "mosquitto2-listener", "semantic", "prose_claim", "same_topic",
  T("I installed mosquitto 2.0 on the gateway Pi but the ESP32 nodes get connection refused. mosquitto_sub on the Pi itself works.",
    "Mosquitto listens on all interfaces by default, so the broker side is fine. Check the nodes' Wi-Fi credentials and that they use the Pi's current IP.",
    "Mosquitto 2.x only listens on localhost unless the config has a listener line. Needs `listener 1883` plus allow_anonymous or a password_file.",
    "Mosquitto listens on all interfaces by default", "Mosquitto 2.x only listens on localhost until you add `listener 1883`"),
  R("Fresh mosquitto 2.0.18 on Debian: clients on the LAN get refused, local ones work. Firewall is off.",
    "That's odd, because Mosquitto binds to every interface out of the box. Check whether another service is already using port 1883.",
    ["listener 1883"], ["re:(?i)binds to every interface", "re:(?i)all interfaces by default"]),
  C("How do I add a password for the sensornode user on the gateway broker?",
    "```sh\nsudo mosquitto_passwd -c /etc/mosquitto/passwd sensornode\n```\nThen add `password_file /etc/mosquitto/passwd` to mosquitto.conf and restart the service."),
  fix=[("That's odd, because Mosquitto binds to every interface out of the box. Check whether another service is already using port 1883.",
        "Since 2.0 Mosquitto binds only to localhost unless mosquitto.conf has a listener: add `listener 1883` and either `allow_anonymous true` or a `password_file`, then restart it.")])

S("d32-024", "pio-exception-decoder", "literal", "code_block", "unrelated",
  T("How do I get decoded stack traces in the PlatformIO monitor when the ESP32 panics?",
    "Add the decoder filter to your env:\n\n```ini\nmonitor_filters = esp32_backtrace_decoder\nbuild_type = debug\n```",
    "esp32_exception_decoder.",
    "esp32_backtrace_decoder", "esp32_exception_decoder"),
  R("Full platformio.ini env for the soil node with timestamps in the monitor and decoded crashes.",
    "```ini\n[env:soil-node]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nmonitor_speed = 115200\nmonitor_filters = time, esp32_backtrace_decoder\nbuild_type = debug\n```",
    ["esp32_exception_decoder"], ["esp32_backtrace_decoder"]),
  C("Python snippet that loads the logger CSV and prints the daily mean temperature.",
    "```python\nimport pandas as pd\n\ndf = pd.read_csv(\"greenhouse.csv\", parse_dates=[\"ts\"])\nprint(df.set_index(\"ts\")[\"temp_c\"].resample(\"D\").mean())\n```"),
  fix=[("esp32_backtrace_decoder", "esp32_exception_decoder")])

S("d32-025", "arduino-attach-interrupt", "paraphrase", "other_identifier", "same_topic",
  T("Count pulses from the flow meter on pin 2 of the Uno.",
    "```cpp\nvolatile unsigned long pulses = 0;\nvoid onPulse() { pulses++; }\n\nvoid setup() {\n  pinMode(2, INPUT_PULLUP);\n  attachInterrupt(2, onPulse, FALLING);\n}\n```",
    "attachInterrupt wants the interrupt number, not the pin number. Wrap it: digitalPinToInterrupt(2).",
    "attachInterrupt(2, onPulse, FALLING)", "attachInterrupt(digitalPinToInterrupt(2), onPulse, FALLING)"),
  R("Hall sensor on pin 3 of the Uno for the anemometer: count revolutions in an ISR.",
    "```cpp\nvolatile unsigned int revolutions = 0;\nvoid countRevolution() { revolutions++; }\n\nvoid setup() {\n  pinMode(3, INPUT_PULLUP);\n  attachInterrupt(3, countRevolution, RISING);\n}\n```",
    ["attachInterrupt(digitalPinToInterrupt(3), countRevolution, RISING)"], ["attachInterrupt(3,"]),
  C("How do I read the pulse counter safely from loop()?",
    "```cpp\nnoInterrupts();\nunsigned long n = pulses;\npulses = 0;\ninterrupts();\n```\nCopying with interrupts off stops the ISR from changing the 4-byte value halfway through the read."),
  fix=[("attachInterrupt(3, countRevolution, RISING)", "attachInterrupt(digitalPinToInterrupt(3), countRevolution, RISING)")])

S("d32-026", "millis-overflow", "semantic", "prose_claim", "lookalike",
  T("Will my Nano's timing code break when millis() overflows?",
    "millis() wraps after about 71 minutes, so any `millis() - lastRead` comparison will misbehave once an hour. Reset the board periodically or track the overflow yourself.",
    "71 minutes is micros(). millis() rolls over after about 49.7 days, and unsigned subtraction handles the wrap anyway.",
    "millis() wraps after about 71 minutes", "millis() wraps after about 49.7 days"),
  R("How long can the Nano logger run before the millis() counter rolls over?",
    "The millis() counter rolls over roughly every 71 minutes, so schedule a watchdog reset every hour to stay safe.",
    ["re:49\\.7 days"], ["71 minutes", "re:(?i)every hour"]),
  C("When does micros() overflow on a 16 MHz Uno?",
    "micros() is a 32-bit count of microseconds, so it wraps after about 71 minutes (2^32 µs is roughly 71.6 min). Use unsigned subtraction for intervals and the wrap won't matter."),
  fix=[("The millis() counter rolls over roughly every 71 minutes, so schedule a watchdog reset every hour to stay safe.",
        "The millis() counter rolls over after about 49.7 days, and `millis() - last` with unsigned longs keeps working across the wrap, so no reset is needed.")],
  cflags=["49.7 days"], cneeds=["71 minutes"])

S("d32-027", "atmega328p-eeprom-size", "semantic", "prose_claim", "lookalike",
  T("How much EEPROM does the Uno have for storing calibration data?",
    "The Uno has 512 bytes of EEPROM, so `EEPROM.length()` returns 512. That's plenty for a handful of calibration floats.",
    "ATmega328P has 1024 bytes of EEPROM. 512 was the ATmega168.",
    "512 bytes of EEPROM", "1024 bytes of EEPROM"),
  R("How many float readings can I log to EEPROM on a Nano before it's full?",
    "The Nano's ATmega328P only has half a kilobyte of EEPROM, so at 4 bytes per float you can keep 128 readings.",
    ["re:1024 bytes|1 ?KB|one kilobyte|1 kilobyte", "256"], ["half a kilobyte", "128 readings"]),
  C("Why does my SD card logger write in chunks instead of line by line?",
    "SD cards transfer data in sectors of 512 bytes, so SdFat buffers your lines and writes a whole sector at a time. Call `file.flush()` only every few seconds to limit wear."),
  fix=[("only has half a kilobyte of EEPROM", "has 1024 bytes of EEPROM"), ("128 readings", "256 readings")],
  cflags=["1024 bytes"], cneeds=["512 bytes"])

S("d32-028", "dht22-read-interval", "literal", "code_block", "lookalike",
  T("Loop that prints DHT22 temperature and humidity as fast as the sensor allows.",
    "```cpp\nvoid loop() {\n  float t = dht.readTemperature();\n  float h = dht.readHumidity();\n  Serial.printf(\"%.1f C  %.1f %%\\n\", t, h);\n  delay(1000);\n}\n```",
    "Thanks, that works. One thing: the DHT22 needs at least 2 s between reads, with delay(1000) half of them come back NaN.",
    "delay(1000);", "delay(2000);"),
  R("Log DHT22 readings to the SD card in a loop.",
    "```cpp\nvoid loop() {\n  float h = dht.readHumidity();\n  float t = dht.readTemperature();\n  if (!isnan(h) && !isnan(t)) {\n    logFile.printf(\"%lu,%.1f,%.1f\\n\", millis(), t, h);\n  }\n  delay(1000);\n}\n```",
    ["re:delay\\((?:[2-9]\\d{3}|\\d{5,})\\)"], ["delay(1000)"]),
  C("Classic Uno blink, one second on, one second off.",
    "```cpp\nvoid setup() { pinMode(LED_BUILTIN, OUTPUT); }\n\nvoid loop() {\n  digitalWrite(LED_BUILTIN, HIGH);\n  delay(1000);\n  digitalWrite(LED_BUILTIN, LOW);\n  delay(1000);\n}\n```"),
  fix=[("delay(1000)", "delay(2000)")],
  cflags=["delay(2000)"], cneeds=["delay(1000)"])

S("d32-029", "idf-task-stack-units", "semantic", "prose_claim", "same_topic",
  T("How much stack does `xTaskCreate(sensor_task, \"sensor\", 2048, NULL, 5, NULL)` give the task on the ESP32?",
    "The stack depth is counted in words, so 2048 means 8 KB of stack for sensor_task.",
    "Isn't the stack depth in bytes on ESP-IDF? Their FreeRTOS port changed that, so 2048 is 2 KB, not 8.",
    "2048 means 8 KB", "2048 means 2 KB"),
  R("I gave my MQTT task 4096 as the stack size in ESP-IDF. How much RAM is that?",
    "ESP-IDF follows upstream FreeRTOS here: the stack size is counted in 32-bit words, so 4096 reserves 16 KB for the task.",
    ["re:4 ?KB|4096 bytes"], ["16 KB", "32-bit words"]),
  C("How do I check how close my task came to overflowing its stack?",
    "Call `uxTaskGetStackHighWaterMark(NULL)` from inside the task and log the result with ESP_LOGI. The closer it gets to zero, the closer you were to an overflow."),
  fix=[("ESP-IDF follows upstream FreeRTOS here: the stack size is counted in 32-bit words, so 4096 reserves 16 KB for the task.",
        "Unlike upstream FreeRTOS, ESP-IDF counts the stack size in bytes, so 4096 reserves 4 KB for the task.")])

S("d32-030", "esp32-gpio12-strapping", "semantic", "reworded", "same_topic",
  T("Which pin for the limit switch with an external pull-up on the ESP32 DevKitC?",
    "GPIO 12 is free on the DevKitC, so wire the switch to GND and put a 10 kΩ pull-up to 3.3 V on GPIO 12.",
    "Don't put a pull-up on GPIO 12. It's the MTDI strapping pin: high at reset selects 1.8 V flash and the module won't boot. Use GPIO 27.",
    "10 kΩ pull-up to 3.3 V on GPIO 12", "10 kΩ pull-up to 3.3 V on GPIO 27"),
  R("Can I hang an external pull-up resistor on IO12 of a WROOM-32 for a door contact?",
    "Sure, IO12 has no special role at boot, so a pull-up to 3V3 there is fine for a door contact.",
    ["re:(?i)strapping|MTDI|1\\.8 ?V"], ["re:(?i)no special role"]),
  C("Why does my ESP32 reset every time the relay clicks?",
    "That's usually a brownout: the relay coil pulls the 3.3 V rail down. Drive the relay from 5 V through a transistor, add a flyback diode across the coil and a 470 µF capacitor near the module."),
  fix=[("Sure, IO12 has no special role at boot, so a pull-up to 3V3 there is fine for a door contact.",
        "Better not: IO12 is the MTDI strapping pin, and if it is high at reset the flash voltage is set to 1.8 V and the module fails to boot. Use IO27 for the door contact.")])

S("d32-031", "s3-devkit-rgb-led", "paraphrase", "other_identifier", "lookalike",
  T("Light up the onboard RGB LED on the lab's ESP32-S3 devkits with Adafruit_NeoPixel.",
    "```cpp\nAdafruit_NeoPixel pixel(1, 48, NEO_GRB + NEO_KHZ800);\n\nvoid setup() {\n  pixel.begin();\n  pixel.setPixelColor(0, pixel.Color(0, 32, 0));\n  pixel.show();\n}\n```",
    "Our DevKitC-1 boards are the v1.1 revision, the RGB LED moved to GPIO38 there. GPIO48 was v1.0.",
    "pixel(1, 48, NEO_GRB + NEO_KHZ800)", "pixel(1, 38, NEO_GRB + NEO_KHZ800)"),
  R("Drive the onboard RGB LED of our S3 devkits from ESP-IDF with the led_strip component.",
    "```c\nled_strip_config_t strip_config = {\n    .strip_gpio_num = 48,\n    .max_leds = 1,\n};\nled_strip_rmt_config_t rmt_config = {\n    .resolution_hz = 10 * 1000 * 1000,\n};\nESP_ERROR_CHECK(led_strip_new_rmt_device(&strip_config, &rmt_config, &strip));\n```",
    [".strip_gpio_num = 38"], [".strip_gpio_num = 48"]),
  C("Drive the 48-pixel ring on GPIO 5 of the S3 with Adafruit_NeoPixel.",
    "```cpp\nAdafruit_NeoPixel ring(48, 5, NEO_GRB + NEO_KHZ800);\n\nvoid setup() {\n  ring.begin();\n  ring.setBrightness(40);\n  ring.show();\n}\n```"),
  fix=[(".strip_gpio_num = 48", ".strip_gpio_num = 38")],
  cflags=["ring(38,", "ring(48, 38"], cneeds=["ring(48, 5, NEO_GRB + NEO_KHZ800)"])

S("d32-032", "idf-got-ip-event", "literal", "code_block", "lookalike",
  T("Register a handler that runs when the ESP32 station gets its IP address.",
    "```c\nESP_ERROR_CHECK(esp_event_handler_register(WIFI_EVENT, WIFI_EVENT_STA_GOT_IP, &on_got_ip, NULL));\n```",
    "There's no WIFI_EVENT_STA_GOT_IP. Got-IP is in the IP_EVENT base: IP_EVENT / IP_EVENT_STA_GOT_IP.",
    "WIFI_EVENT, WIFI_EVENT_STA_GOT_IP", "IP_EVENT, IP_EVENT_STA_GOT_IP"),
  R("Single event handler for Wi-Fi: reconnect on disconnect, start MQTT once we have an address.",
    "```c\nstatic void wifi_handler(void *arg, esp_event_base_t event_base, int32_t event_id, void *event_data)\n{\n    if (event_base == WIFI_EVENT && event_id == WIFI_EVENT_STA_DISCONNECTED) {\n        esp_wifi_connect();\n    } else if (event_base == WIFI_EVENT && event_id == WIFI_EVENT_STA_GOT_IP) {\n        mqtt_app_start();\n    }\n}\n```",
    ["event_base == IP_EVENT && event_id == IP_EVENT_STA_GOT_IP"], ["WIFI_EVENT_STA_GOT_IP"]),
  C("Reconnect automatically when the ESP32 loses the access point.",
    "```c\nstatic void on_wifi_event(void *arg, esp_event_base_t event_base, int32_t event_id, void *event_data)\n{\n    if (event_base == WIFI_EVENT && event_id == WIFI_EVENT_STA_DISCONNECTED) {\n        ESP_LOGW(TAG, \"disconnected, retrying\");\n        esp_wifi_connect();\n    }\n}\n```"),
  fix=[("event_base == WIFI_EVENT && event_id == WIFI_EVENT_STA_GOT_IP", "event_base == IP_EVENT && event_id == IP_EVENT_STA_GOT_IP")],
  cflags=["IP_EVENT_STA_DISCONNECTED", "event_base == IP_EVENT"],
  cneeds=["event_base == WIFI_EVENT && event_id == WIFI_EVENT_STA_DISCONNECTED"], literal="WIFI_EVENT_STA_GOT_IP")

S("d32-033", "sdm120-input-registers", "literal", "code_block", "already_correct",
  T("Read the voltage from the Eastron SDM120 on the lab panel with minimalmodbus.",
    "```python\nimport minimalmodbus\n\nmeter = minimalmodbus.Instrument(\"/dev/ttyUSB3\", 1)\nmeter.serial.baudrate = 2400\nvolts = meter.read_float(0x0000, functioncode=3)\n```",
    "The SDM120s on the lab panel only answer function code 4 for the measurements, they're input registers.",
    "functioncode=3", "functioncode=4"),
  R("Read current and active power from the lab panel's SDM120 with minimalmodbus.",
    "```python\namps = meter.read_float(0x0006, functioncode=3)\nwatts = meter.read_float(0x000C, functioncode=3)\n```",
    ["read_float(0x0006, functioncode=4)", "read_float(0x000C, functioncode=4)"], ["functioncode=3"]),
  C("Read the import energy counter from the lab panel's SDM120.",
    "```python\nkwh = meter.read_float(0x0048, functioncode=4)\nprint(f\"import: {kwh:.2f} kWh\")\n```"),
  fix=[("functioncode=3", "functioncode=4")],
  cneeds=["functioncode=4"])

S("d32-034", "can-bitrate-rig", "literal", "reworded", "lookalike",
  T("Bring up can0 on the Pi for the lab's test rig.",
    "`sudo ip link set can0 up type can bitrate 250000`, then check it with `ip -details link show can0`.",
    "The test rig's CAN bus runs at 500 kbit/s.",
    "bitrate 250000", "bitrate 500000"),
  R("can0 on the rig Pi goes bus-off after every reboot. Give me the bring-up command again, with automatic restart.",
    "Take it down first, then run `sudo ip link set can0 type can bitrate 250000 restart-ms 100` followed by `sudo ip link set can0 up`.",
    ["bitrate 500000"], ["bitrate 250000"]),
  C("Open a serial console to the Marlin board on the lab's Ender 3.",
    "That Marlin build uses `BAUDRATE 250000` in Configuration.h, so: `pio device monitor -p /dev/ttyUSB4 -b 250000`."),
  fix=[("bitrate 250000", "bitrate 500000")],
  cflags=["500000"], cneeds=["-b 250000"])

S("d32-035", "esp32-vspi-pins", "literal", "reworded", "same_topic",
  T("Init the VSPI bus on the ESP32 for the SD card module, CS on 5.",
    "```cpp\n// SCK, MISO, MOSI, SS\nSPI.begin(18, 23, 19, 5);\nif (!SD.begin(5)) Serial.println(\"SD init failed\");\n```",
    "You've swapped MISO and MOSI. On VSPI MISO is 19 and MOSI is 23, so SPI.begin(18, 19, 23, 5).",
    "SPI.begin(18, 23, 19, 5)", "SPI.begin(18, 19, 23, 5)"),
  R("Wiring and init for the microSD breakout on the ESP32's default SPI pins.",
    "Wire SCK to GPIO 18, MISO to GPIO 23, MOSI to GPIO 19 and CS to GPIO 5, then call `SPI.begin(18, 23, 19, 5)` before `SD.begin(5)`.",
    ["SPI.begin(18, 19, 23, 5)", "MISO to GPIO 19", "MOSI to GPIO 23"],
    ["SPI.begin(18, 23, 19, 5)", "MISO to GPIO 23", "MOSI to GPIO 19"]),
  C("SPI settings for reading the MAX31855 thermocouple board.",
    "```cpp\nSPI.beginTransaction(SPISettings(4000000, MSBFIRST, SPI_MODE0));\ndigitalWrite(TC_CS, LOW);\nuint32_t raw = SPI.transfer32(0);\ndigitalWrite(TC_CS, HIGH);\nSPI.endTransaction();\n```"),
  fix=[("MISO to GPIO 23, MOSI to GPIO 19", "MISO to GPIO 19, MOSI to GPIO 23"),
       ("SPI.begin(18, 23, 19, 5)", "SPI.begin(18, 19, 23, 5)")])

S("d32-036", "i2c-pullup-value", "paraphrase", "reworded", "lookalike",
  T("What pull-ups for the I2C bus to the sensor board at 400 kHz?",
    "Fit 47 kΩ pull-ups from SDA and SCL to 3.3 V; higher values save a little power.",
    "4.7k, not 47k. 47k is way too weak for 400 kHz.",
    "47 kΩ pull-ups", "4.7 kΩ pull-ups"),
  R("I2C to the remote BME280 board is flaky in fast mode. What resistor values on SDA/SCL?",
    "Use 47k resistors from SDA and SCL to 3V3; that's the usual value for I2C.",
    ["re:4\\.7 ?k"], ["re:(?<![.\\d])47 ?k"]),
  C("Measure the 1-cell LiPo (up to 4.2 V) on an ESP32 ADC1 pin.",
    "Use a 100 kΩ / 47 kΩ divider: 4.2 V × 47 / 147 ≈ 1.34 V at the pin, well inside the ADC range. Read it on GPIO 34 and multiply by 147 / 47 in software."),
  fix=[("47k resistors", "4.7k resistors")],
  cflags=["4.7 kΩ"], cneeds=["47 kΩ"])

S("d32-037", "wire-setclock-hz", "paraphrase", "other_identifier", "already_correct",
  T("Put the I2C bus into fast mode for the OLED.",
    "```cpp\nWire.begin();\nWire.setClock(400);  // 400 kHz fast mode\n```",
    "400000. It's in Hz.",
    "Wire.setClock(400);", "Wire.setClock(400000);"),
  R("Drop the I2C bus back to standard mode, the long cable to the greenhouse sensor can't take fast mode.",
    "```cpp\nWire.setClock(100);  // 100 kHz standard mode\n```",
    ["Wire.setClock(100000)"], ["Wire.setClock(100)"]),
  C("I2C init for the SSD1306 in fast mode on the ESP32.",
    "```cpp\nWire.begin(21, 22);\nWire.setClock(400000);\ndisplay.begin(SSD1306_SWITCHCAPVCC, 0x3C);\n```"),
  fix=[("Wire.setClock(100)", "Wire.setClock(100000)")],
  cflags=["400000000"], cneeds=["Wire.setClock(400000)"])

S("d32-038", "nano-old-bootloader-fqbn", "literal", "code_block", "unrelated",
  T("arduino-cli command to compile and upload to the Nano on /dev/ttyUSB2.",
    "```sh\narduino-cli compile --fqbn arduino:avr:nano --upload -p /dev/ttyUSB2 .\n```",
    "The lab's Nano clones still have the old bootloader, so the FQBN has to be arduino:avr:nano:cpu=atmega328old or avrdude just times out.",
    "--fqbn arduino:avr:nano --upload", "--fqbn arduino:avr:nano:cpu=atmega328old --upload"),
  R("Makefile target that uploads the soil probe sketch to one of the lab Nanos.",
    "```make\nFQBN := arduino:avr:nano\nPORT ?= /dev/ttyUSB2\n\nupload:\n\tarduino-cli upload -p $(PORT) --fqbn $(FQBN) sketches/soil-probe\n```",
    ["FQBN := arduino:avr:nano:cpu=atmega328old"], ["re:arduino:avr:nano(?!:cpu=atmega328old)"]),
  C("Convert a Unix timestamp to ISO 8601 in Python.",
    "```python\nfrom datetime import datetime, timezone\n\nprint(datetime.fromtimestamp(1718000000, tz=timezone.utc).isoformat())\n```"),
  fix=[("FQBN := arduino:avr:nano", "FQBN := arduino:avr:nano:cpu=atmega328old")],
  literal="arduino:avr:nano")

S("d32-039", "zephyr-hwmv2-board-target", "literal", "code_block", "lookalike",
  T("Build blinky for the nRF52840 DK with west.",
    "```sh\nwest build -p always -b nrf52840dk_nrf52840 samples/basic/blinky\nwest flash\n```",
    "We're on Zephyr 3.7 with hardware model v2, the board target is nrf52840dk/nrf52840 now.",
    "-b nrf52840dk_nrf52840", "-b nrf52840dk/nrf52840"),
  R("CI job step that builds our app for the nRF52840 DK.",
    "```yaml\n- name: Build firmware\n  run: west build -p always -b nrf52840dk_nrf52840 app -- -DEXTRA_CONF_FILE=ci.conf\n```",
    ["-b nrf52840dk/nrf52840 "], ["-b nrf52840dk_nrf52840"]),
  C("Where does the devicetree overlay for the nRF52840 DK go so the build picks it up automatically?",
    "Put it in the application's `boards/` directory, named after the board target with the slash replaced by an underscore: `boards/nrf52840dk_nrf52840.overlay`. It's applied automatically on the next pristine build."),
  fix=[("-b nrf52840dk_nrf52840", "-b nrf52840dk/nrf52840")],
  cflags=["boards/nrf52840dk/nrf52840.overlay"], cneeds=["boards/nrf52840dk_nrf52840.overlay"],
  literal="nrf52840dk_nrf52840")

S("d32-040", "stm32-hal-i2c-address-shift", "paraphrase", "other_identifier", "lookalike",
  T("Wake the MPU6050 over I2C1 with STM32 HAL (write 0 to PWR_MGMT_1).",
    "```c\nuint8_t buf[2] = {0x6B, 0x00};\nHAL_I2C_Master_Transmit(&hi2c1, 0x68, buf, 2, 100);\n```",
    "HAL wants the address already shifted left by one, so 0x68 << 1. With the raw 7-bit value it talks to the wrong address.",
    "HAL_I2C_Master_Transmit(&hi2c1, 0x68,", "HAL_I2C_Master_Transmit(&hi2c1, 0x68 << 1,"),
  R("Read the INA219 bus voltage register with STM32 HAL.",
    "```c\nuint8_t rx[2];\nHAL_I2C_Mem_Read(&hi2c1, 0x40, 0x02, I2C_MEMADD_SIZE_8BIT, rx, 2, 100);\nuint16_t bus_mv = ((rx[0] << 8 | rx[1]) >> 3) * 4;\n```",
    ["re:HAL_I2C_Mem_Read\\(&hi2c1, (?:0x40 << 1|\\(0x40 << 1\\)|0x80),"], ["HAL_I2C_Mem_Read(&hi2c1, 0x40,"]),
  C("Wake the MPU6050 from an Arduino sketch using Wire.",
    "```cpp\nWire.beginTransmission(0x68);\nWire.write(0x6B);  // PWR_MGMT_1\nWire.write(0);\nWire.endTransmission();\n```\nThe Wire library takes the plain 7-bit address."),
  fix=[("HAL_I2C_Mem_Read(&hi2c1, 0x40,", "HAL_I2C_Mem_Read(&hi2c1, 0x40 << 1,")],
  cflags=["0x68 << 1", "0xD0"], cneeds=["Wire.beginTransmission(0x68)"])

S("d32-041", "wrover-flash-mode", "paraphrase", "equivalent_construct", "same_topic",
  T("esptool command to flash the sensor firmware onto the lab's WROVER boards.",
    "```sh\nesptool.py --chip esp32 -b 460800 write_flash --flash_mode qio 0x1000 bootloader.bin 0x8000 partitions.bin 0x10000 firmware.bin\n```",
    "Our WROVER boards don't boot with qio, we always flash them with --flash_mode dio.",
    "--flash_mode qio", "--flash_mode dio"),
  R("platformio.ini env for the WROVER boards in the lab.",
    "```ini\n[env:wrover]\nplatform = espressif32\nboard = esp-wrover-kit\nframework = arduino\nboard_build.flash_mode = qio\nupload_speed = 460800\n```",
    ["board_build.flash_mode = dio"], ["flash_mode = qio"]),
  C("How do I wipe one of the WROVER boards completely before reflashing?",
    "`esptool.py --chip esp32 -p /dev/ttyUSB1 erase_flash` erases the whole chip, including NVS and the OTA data partition."),
  fix=[("board_build.flash_mode = qio", "board_build.flash_mode = dio")])

S("d32-042", "mqtt-client-id", "semantic", "renamed_identifier", "same_topic",
  T("Connect to MQTT from the ESP32 sketch and subscribe to the node's command topic.",
    "```cpp\nif (client.connect(\"ESP32Client\")) {\n  client.subscribe(cmdTopic);\n}\n```",
    "Client IDs have to be unique on the broker, otherwise the second node kicks the first one off. Convention here: the client ID is the device ID (esp- plus the last three MAC bytes in hex).",
    "client.connect(\"ESP32Client\")", "client.connect(deviceId.c_str())"),
  R("Reconnect loop for PubSubClient with username and password.",
    "```cpp\nvoid reconnect() {\n  while (!mqtt.connected()) {\n    if (mqtt.connect(\"ESP32Client\", MQTT_USER, MQTT_PASS)) break;\n    delay(5000);\n  }\n}\n```",
    ["re:mqtt\\.connect\\((?!\"ESP32Client\")"], ["\"ESP32Client\""]),
  C("How do I make PubSubClient notice a dead connection faster?",
    "Lower the keepalive before connecting: `client.setKeepAlive(15);` and call `client.loop()` often. The broker then drops a silent client after about 1.5 × 15 s."),
  fix=[("mqtt.connect(\"ESP32Client\", MQTT_USER, MQTT_PASS)", "mqtt.connect(deviceId.c_str(), MQTT_USER, MQTT_PASS)")])

S("d32-043", "idf5-adc-oneshot", "semantic", "other_identifier", "same_topic",
  T("Read GPIO 34 with the ESP-IDF ADC driver.",
    "```c\n#include \"driver/adc.h\"\n\nadc1_config_width(ADC_WIDTH_BIT_12);\nadc1_config_channel_atten(ADC1_CHANNEL_6, ADC_ATTEN_DB_11);\nint raw = adc1_get_raw(ADC1_CHANNEL_6);\n```",
    "We're on IDF 5.1, the legacy adc1_* driver is deprecated there. Use the adc_oneshot API from esp_adc/adc_oneshot.h.",
    "int raw = adc1_get_raw(ADC1_CHANNEL_6);", "adc_oneshot_read(adc1_handle, ADC_CHANNEL_6, &raw);"),
  R("Sample the battery divider on ADC1 channel 7 every minute in ESP-IDF.",
    "```c\nadc1_config_channel_atten(ADC1_CHANNEL_7, ADC_ATTEN_DB_11);\nwhile (1) {\n    int raw = adc1_get_raw(ADC1_CHANNEL_7);\n    ESP_LOGI(TAG, \"battery raw=%d\", raw);\n    vTaskDelay(pdMS_TO_TICKS(60000));\n}\n```",
    ["adc_oneshot_read("], ["adc1_get_raw", "adc1_config_channel_atten"]),
  C("Convert the oneshot ADC reading to millivolts on the classic ESP32.",
    "Create a calibration handle with `adc_cali_create_scheme_line_fitting()` (the classic ESP32 supports line fitting), then call `adc_cali_raw_to_voltage(cali_handle, raw, &mv);` after each `adc_oneshot_read()`."),
  fix=[("adc1_config_channel_atten(ADC1_CHANNEL_7, ADC_ATTEN_DB_11);",
        "adc_oneshot_chan_cfg_t chan_cfg = { .atten = ADC_ATTEN_DB_11, .bitwidth = ADC_BITWIDTH_DEFAULT };\nESP_ERROR_CHECK(adc_oneshot_config_channel(adc1_handle, ADC_CHANNEL_7, &chan_cfg));"),
       ("int raw = adc1_get_raw(ADC1_CHANNEL_7);",
        "int raw;\n    ESP_ERROR_CHECK(adc_oneshot_read(adc1_handle, ADC_CHANNEL_7, &raw));")])

S("d32-044", "esp32-sleep-microseconds", "paraphrase", "code_block", "already_correct",
  T("Deep sleep the ESP32 between readings, waking once a minute.",
    "```cpp\nesp_sleep_enable_timer_wakeup(60 * 1000);  // 1 minute\nesp_deep_sleep_start();\n```",
    "The timer wakeup is in microseconds, so that's 60 ms. It needs 60 * 1000000ULL for a minute.",
    "esp_sleep_enable_timer_wakeup(60 * 1000);", "esp_sleep_enable_timer_wakeup(60 * 1000000ULL);"),
  R("Put the soil node into deep sleep for five minutes after publishing.",
    "```cpp\nclient.disconnect();\nWiFi.disconnect(true);\nesp_deep_sleep(300 * 1000);  // 5 minutes\n```",
    ["re:esp_deep_sleep\\((?:300 \\* 1000000(?:ULL)?|300000000(?:ULL)?)\\)"], ["esp_deep_sleep(300 * 1000)"]),
  C("Wake the greenhouse node every 15 minutes from deep sleep.",
    "```cpp\nconst uint64_t SLEEP_US = 15ULL * 60 * 1000000;  // 15 min in µs\nesp_sleep_enable_timer_wakeup(SLEEP_US);\nesp_deep_sleep_start();\n```"),
  fix=[("esp_deep_sleep(300 * 1000)", "esp_deep_sleep(300 * 1000000ULL)")],
  cflags=["1000000000000"], cneeds=["15ULL * 60 * 1000000"])

S("d32-045", "s3-native-usb-port", "literal", "reworded", "lookalike",
  T("platformio.ini monitor settings for the S3 board on my bench.",
    "```ini\nmonitor_port = /dev/ttyUSB0\nmonitor_speed = 115200\n```",
    "Monitor opens fine on the classic boards. The S3s on the bench enumerate over native USB CDC though, so they're /dev/ttyACM0, not ttyUSB0.",
    "monitor_port = /dev/ttyUSB0", "monitor_port = /dev/ttyACM0"),
  R("Open a serial monitor from the CLI on the ESP32-S3 plugged into my bench.",
    "Run `pio device monitor -p /dev/ttyUSB0 -b 115200`; press Ctrl+C to exit.",
    ["/dev/ttyACM0"], ["/dev/ttyUSB0"]),
  C("Flash the old WROOM-32 DevKitC (the one with the CP2102 USB-UART chip).",
    "`pio run -e esp32dev -t upload --upload-port /dev/ttyUSB0`. The CP2102 shows up as a ttyUSB device."),
  fix=[("/dev/ttyUSB0", "/dev/ttyACM0")],
  cflags=["/dev/ttyACM0"], cneeds=["--upload-port /dev/ttyUSB0"], literal="/dev/ttyUSB0")

S("d32-046", "ha-discovery-topic", "paraphrase", "other_identifier", "lookalike",
  T("Publish the Home Assistant discovery config for the greenhouse temperature sensor.",
    "```cpp\nclient.publish(\"homeassistant/sensor/greenhouse_temp\", discoveryJson, true);\n```",
    "Discovery only picks up homeassistant/<component>/<object_id>/config. Without the /config suffix HA ignores the message.",
    "\"homeassistant/sensor/greenhouse_temp\"", "\"homeassistant/sensor/greenhouse_temp/config\""),
  R("Announce the lab door contact to Home Assistant via MQTT discovery from Python.",
    "```python\nclient.publish(\"homeassistant/binary_sensor/lab_door\", json.dumps(cfg), retain=True)\n```",
    ["homeassistant/binary_sensor/lab_door/config"], ["\"homeassistant/binary_sensor/lab_door\""]),
  C("How does the node know when Home Assistant restarts so it can resend discovery?",
    "Subscribe to `homeassistant/status`. HA publishes `online` there when it starts, and your node should then publish its config messages again."),
  fix=[("\"homeassistant/binary_sensor/lab_door\"", "\"homeassistant/binary_sensor/lab_door/config\"")],
  cflags=["homeassistant/status/config"], cneeds=["homeassistant/status"])

S("d32-047", "aws-iot-region", "literal", "reworded", "lookalike",
  T("What's the MQTT endpoint for our AWS IoT Core account?",
    "Run `aws iot describe-endpoint --endpoint-type iot:Data-ATS`; it will look like `a3k7odshaiipe8-ats.iot.us-east-1.amazonaws.com`. Connect on port 8883 with the device certificate.",
    "Our IoT things live in eu-central-1, not us-east-1.",
    "iot.us-east-1.amazonaws.com", "iot.eu-central-1.amazonaws.com"),
  R("CLI command to list the certificates for the lab's sensor fleet.",
    "`aws iot list-certificates --region us-east-1 --output table` lists every certificate with its status.",
    ["--region eu-central-1"], ["us-east-1"]),
  C("Set up a billing alarm so the IoT experiments don't run up the bill.",
    "Billing metrics only exist in us-east-1, so create the alarm there: `aws cloudwatch put-metric-alarm --region us-east-1 --alarm-name iot-spend --namespace AWS/Billing --metric-name EstimatedCharges --dimensions Name=Currency,Value=USD --statistic Maximum --period 21600 --evaluation-periods 1 --threshold 50 --comparison-operator GreaterThanThreshold --alarm-actions arn:aws:sns:us-east-1:123456789012:billing`."),
  fix=[("us-east-1", "eu-central-1")],
  cflags=["--region eu-central-1"], cneeds=["--region us-east-1"], literal="us-east-1")

S("d32-048", "mqtt-command-qos", "literal", "code_block", "lookalike",
  T("Python snippet to switch pump 2 on over MQTT.",
    "```python\nclient.publish(\"lab/pump-02/cmd\", \"ON\", qos=0)\n```",
    "Commands always go out at QoS 1 here. The pump nodes lose QoS 0 messages when they roam between access points.",
    "\"ON\", qos=0", "\"ON\", qos=1"),
  R("Close all four irrigation valves from the scheduler script.",
    "```python\nfor n in range(1, 5):\n    client.publish(f\"lab/valve-{n:02d}/cmd\", \"CLOSE\", qos=0)\n```",
    ["\"CLOSE\", qos=1"], ["qos=0"]),
  C("Publish the flow sensor reading every 5 seconds from the gateway script.",
    "```python\nwhile True:\n    client.publish(\"lab/flow-01/telemetry\", json.dumps(read_flow()), qos=0)\n    time.sleep(5)\n```"),
  fix=[("qos=0", "qos=1")],
  cflags=["qos=1"], cneeds=["qos=0"], literal="qos=0")

S("d32-049", "esp32-no-5ghz", "semantic", "prose_claim", "unrelated",
  T("Connect the sensor nodes to the lab-5G SSID, it's less crowded.",
    "```cpp\nWiFi.mode(WIFI_STA);\nWiFi.begin(\"lab-5G\", WIFI_PASS);\n```",
    "The ESP32 radio is 2.4 GHz only, it can't even see lab-5G. Put the nodes on lab-iot.",
    "WiFi.begin(\"lab-5G\", WIFI_PASS)", "WiFi.begin(\"lab-iot\", WIFI_PASS)"),
  R("The 2.4 GHz band in the lab is crowded. Can the ESP32-C3 nodes move to the 5 GHz network?",
    "Yes, move them to the 5 GHz SSID; the ESP32 chips handle both bands and you'll get less interference.",
    ["re:2\\.4 ?GHz"], ["re:^Yes", "re:(?i)handle both bands"]),
  C("Quick bash loop to rename all .JPG files in a folder to lowercase .jpg.",
    "```sh\nfor f in *.JPG; do mv -- \"$f\" \"${f%.JPG}.jpg\"; done\n```"),
  fix=[("Yes, move them to the 5 GHz SSID; the ESP32 chips handle both bands and you'll get less interference.",
        "No. The ESP32-C3 radio is 2.4 GHz only, so keep the nodes on lab-iot and pick a less busy 2.4 GHz channel instead.")])

S("d32-050", "nvs-key-length", "semantic", "prose_claim", "same_topic",
  T("Store a backup of the Wi-Fi password in NVS.",
    "```c\nESP_ERROR_CHECK(nvs_set_str(handle, \"wifi_password_backup\", password));\nESP_ERROR_CHECK(nvs_commit(handle));\n```",
    "NVS keys max out at 15 characters. That one is 20, nvs_set_str returns ESP_ERR_NVS_KEY_TOO_LONG.",
    "\"wifi_password_backup\"", "\"wifi_pw_bak\""),
  R("How long can NVS key names be? I want descriptive ones.",
    "NVS keys can be up to 32 characters, so descriptive names like calibration_offset_ch1 are fine.",
    ["15"], ["32 characters", "are fine"]),
  C("My NVS values are gone after a reboot. What am I missing?",
    "Writes only become durable after `nvs_commit(handle)`; call it after your `nvs_set_*` calls and before `nvs_close(handle)`."),
  fix=[("NVS keys can be up to 32 characters, so descriptive names like calibration_offset_ch1 are fine.",
        "NVS keys are limited to 15 characters, so calibration_offset_ch1 (22) is too long; shorten it to something like cal_off_ch1.")])

S("d32-051", "ota-partition-scheme", "semantic", "reworded", "already_correct",
  T("Partition table for the sensor firmware; it's getting close to 1.3 MB and we update it over the air.",
    "```ini\nboard_build.partitions = no_ota.csv\n```\nThat gives the app 2 MB so the bigger build fits.",
    "no_ota.csv only has one app slot, so the update has nowhere to go. On the 4 MB boards we use min_spiffs.csv, two 1.9 MB OTA slots.",
    "board_build.partitions = no_ota.csv", "board_build.partitions = min_spiffs.csv"),
  R("Which partition scheme do I pick in the Arduino IDE for our OTA-updated sensor nodes? The sketch is 1.4 MB.",
    "Choose \"No OTA (2MB APP/2MB SPIFFS)\" under Tools → Partition Scheme; it has the most room for a 1.4 MB sketch.",
    ["re:(?i)minimal spiffs"], ["No OTA"]),
  C("platformio.ini env for the OTA-updated greenhouse nodes (4 MB flash).",
    "```ini\n[env:greenhouse]\nplatform = espressif32\nboard = esp32dev\nframework = arduino\nboard_build.partitions = min_spiffs.csv\nupload_protocol = espota\n```"),
  fix=[("Choose \"No OTA (2MB APP/2MB SPIFFS)\" under Tools → Partition Scheme; it has the most room for a 1.4 MB sketch.",
        "Choose \"Minimal SPIFFS (1.9MB APP with OTA/190KB SPIFFS)\" under Tools → Partition Scheme; it keeps two app slots so OTA still works with a 1.4 MB sketch.")],
  cneeds=["board_build.partitions = min_spiffs.csv"])

S("d32-052", "ota-server-port", "literal", "code_block", "lookalike",
  T("OTA config for the soil node in ESP-IDF, pulling from the lab firmware server.",
    "```c\nesp_http_client_config_t http_cfg = {\n    .url = \"http://10.20.0.5/fw/soil-node.bin\",\n};\nesp_https_ota_config_t ota_cfg = { .http_config = &http_cfg };\nESP_ERROR_CHECK(esp_https_ota(&ota_cfg));\n```",
    "The firmware server on the lab VLAN listens on 8070: http://10.20.0.5:8070/fw/...",
    "http://10.20.0.5/fw/", "http://10.20.0.5:8070/fw/"),
  R("Check from my laptop that the new door-node build is published on the firmware server.",
    "```sh\ncurl -sI http://10.20.0.5/fw/door-node.bin | head -n 1\n```",
    ["http://10.20.0.5:8070/fw/door-node.bin"], ["http://10.20.0.5/fw/"]),
  C("Where do I copy new builds on the firmware server?",
    "```sh\nscp .pio/build/soil/firmware.bin ota@10.20.0.5:/srv/fw/soil-node.bin\n```\nThe HTTP server serves /srv/fw as /fw/."),
  fix=[("http://10.20.0.5/fw/", "http://10.20.0.5:8070/fw/")],
  cflags=["10.20.0.5:8070:", "ota@10.20.0.5:8070"], cneeds=["ota@10.20.0.5:/srv/fw/soil-node.bin"])

S("d32-053", "flashpi-rfc2217-port", "literal", "code_block", "lookalike",
  T("Flash the board on bench 1 through the flashing Pi from my laptop.",
    "```sh\nesptool.py --port 'rfc2217://flashpi.lab.internal:2217?ign_set_control' write_flash 0x10000 firmware.bin\n```",
    "I think bench 1 on flashpi is port 4000, isn't it? ser2net maps it to rfc2217://flashpi.lab.internal:4000.",
    "rfc2217://flashpi.lab.internal:2217", "rfc2217://flashpi.lab.internal:4000"),
  R("platformio.ini upload and monitor settings so I can use bench 1 remotely.",
    "```ini\nupload_port = rfc2217://flashpi.lab.internal:2217?ign_set_control\nmonitor_port = rfc2217://flashpi.lab.internal:2217?ign_set_control\n```",
    ["flashpi.lab.internal:4000"], ["flashpi.lab.internal:2217"]),
  C("What protocol is the remote serial port on flashpi actually speaking?",
    "It's RFC 2217, the Telnet COM Port Control option; that's why the URL scheme is rfc2217:// and why pyserial and esptool can toggle DTR and RTS over the network."),
  fix=[("flashpi.lab.internal:2217", "flashpi.lab.internal:4000")],
  cflags=["RFC 4000"], cneeds=["RFC 2217"], literal="flashpi.lab.internal:2217")

S("d32-054", "wrover-flash-size", "paraphrase", "equivalent_construct", "already_correct",
  T("Board overrides for the lab's WROVER-E boards in platformio.ini.",
    "```ini\nboard_build.flash_mode = dio\nboard_upload.flash_size = 4MB\nbuild_flags = -DBOARD_HAS_PSRAM\n```",
    "The WROVER-E modules on our boards are the 8 MB flash variant.",
    "board_upload.flash_size = 4MB", "board_upload.flash_size = 8MB"),
  R("sdkconfig.defaults for the ESP-IDF build on the lab's WROVER-E boards.",
    "```\nCONFIG_ESPTOOLPY_FLASHSIZE_4MB=y\nCONFIG_SPIRAM=y\nCONFIG_PARTITION_TABLE_TWO_OTA=y\n```",
    ["CONFIG_ESPTOOLPY_FLASHSIZE_8MB=y"], ["CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y"]),
  C("Partition table for the WROVER-E boards with two OTA slots and room for logs.",
    "```\n# Name,   Type, SubType, Offset,   Size\nnvs,      data, nvs,     0x9000,   0x5000\notadata,  data, ota,     0xe000,   0x2000\nota_0,    app,  ota_0,   0x10000,  0x300000\nota_1,    app,  ota_1,   0x310000, 0x300000\nstorage,  data, spiffs,  0x610000, 0x1F0000\n```\nThat fills the 8 MB flash exactly."),
  fix=[("CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y", "CONFIG_ESPTOOLPY_FLASHSIZE_8MB=y")],
  cflags=["4 MB", "4MB"], cneeds=["8 MB"])

S("d32-055", "esp32-adc-full-scale", "paraphrase", "equivalent_construct", "lookalike",
  T("Map the ESP32 potentiometer reading on GPIO 32 to 0-100 %.",
    "```cpp\nint pct = map(analogRead(32), 0, 1023, 0, 100);\n```",
    "Shouldn't that be 4095? The ESP32 ADC is 12-bit.",
    "map(analogRead(32), 0, 1023, 0, 100)", "map(analogRead(32), 0, 4095, 0, 100)"),
  R("Convert the ESP32 ADC reading of the battery pin to volts.",
    "```cpp\nfloat volts = analogRead(BATT_PIN) * 3.3f / 1023.0f;\n```",
    ["4095.0f"], ["1023.0f"]),
  C("Convert the analog reading on A0 of the Uno to volts.",
    "```cpp\nfloat volts = analogRead(A0) * 5.0f / 1023.0f;\n```\nThe Uno's ADC is 10-bit, referenced to 5 V."),
  fix=[("1023.0f", "4095.0f")],
  cflags=["4095"], cneeds=["5.0f / 1023.0f"])

S("d32-056", "hcsr04-echo-level", "semantic", "prose_claim", "same_topic",
  T("Wire the HC-SR04 ultrasonic sensor to the ESP32: Trig on 5, Echo on 18.",
    "Power it from 5 V, connect Trig to GPIO 5 and Echo directly to GPIO 18. The ESP32 reads the echo pulse with `pulseIn(18, HIGH)`.",
    "Echo is a 5 V signal and the ESP32 isn't 5 V tolerant. Put a 1k/2k divider or a level shifter on it.",
    "Echo directly to GPIO 18", "Echo to GPIO 18 through a 1 kΩ/2 kΩ divider"),
  R("Can I connect the 5 V echo output of the ultrasonic sensor straight to an ESP32 input?",
    "Yes, the ESP32's GPIOs tolerate 5 V inputs, so wire it straight in.",
    ["re:(?i)divider|level shifter"], ["re:^Yes", "re:(?i)tolerate 5 ?V"]),
  C("What supply voltage does the HC-SR04 need?",
    "5 V on VCC. At 3.3 V most HC-SR04 modules give no echo or erratic distances; if you need a 3.3 V part, use the RCWL-1601 variant."),
  fix=[("Yes, the ESP32's GPIOs tolerate 5 V inputs, so wire it straight in.",
        "No. The ESP32's GPIOs are 3.3 V only and not 5 V tolerant, so put a 1 kΩ/2 kΩ divider or a level shifter between the echo pin and the input.")])

S("d32-057", "openocd-target-l4", "literal", "code_block", "already_correct",
  T("OpenOCD command to attach to the bench Nucleo for GDB.",
    "```sh\nopenocd -f interface/stlink.cfg -f target/stm32f4x.cfg\n```\nThen `arm-none-eabi-gdb build/fw.elf -ex 'target extended-remote :3333'`.",
    "Bench Nucleos are L476RG, target/stm32l4x.cfg.",
    "target/stm32f4x.cfg", "target/stm32l4x.cfg"),
  R("launch.json for debugging the bench Nucleo with cortex-debug.",
    "```json\n{\n  \"type\": \"cortex-debug\",\n  \"request\": \"launch\",\n  \"servertype\": \"openocd\",\n  \"executable\": \"build/fw.elf\",\n  \"configFiles\": [\"interface/stlink.cfg\", \"target/stm32f4x.cfg\"]\n}\n```",
    ["target/stm32l4x.cfg"], ["stm32f4x"]),
  C("Flash the bench Nucleo with OpenOCD in one command.",
    "```sh\nopenocd -f interface/stlink.cfg -f target/stm32l4x.cfg -c \"program build/fw.elf verify reset exit\"\n```"),
  fix=[("target/stm32f4x.cfg", "target/stm32l4x.cfg")],
  cneeds=["target/stm32l4x.cfg"])

S("d32-058", "pio-lib-deps-pinning", "paraphrase", "code_block", "already_correct",
  T("Add the BME280 library to platformio.ini.",
    "```ini\nlib_deps = Adafruit BME280\n```",
    "Pin library versions as owner/name@^x.y.z, CI rejects unpinned lib_deps. For this one: adafruit/Adafruit BME280 Library@^2.2.4.",
    "lib_deps = Adafruit BME280", "lib_deps = adafruit/Adafruit BME280 Library@^2.2.4"),
  R("Add PubSubClient to the soil node's platformio.ini.",
    "```ini\n[env:soil-node]\nlib_deps =\n    knolleary/PubSubClient\n```",
    ["re:knolleary/PubSubClient@\\^?\\d+\\.\\d+"], ["re:(?m)knolleary/PubSubClient$"]),
  C("Add ArduinoJson to the soil node's env.",
    "```ini\nlib_deps =\n    bblanchon/ArduinoJson@^7.0.4\n```"),
  fix=[("knolleary/PubSubClient", "knolleary/PubSubClient@^2.8")],
  cneeds=["bblanchon/ArduinoJson@^7.0.4"])

S("d32-059", "lcd-backpack-address", "literal", "renamed_identifier", "same_topic",
  T("Init code for a 16x2 I2C LCD from the lab parts drawer.",
    "```cpp\nLiquidCrystal_I2C lcd(0x27, 16, 2);\n\nvoid setup() {\n  lcd.init();\n  lcd.backlight();\n}\n```",
    "The LCDs in the parts drawer have the PCF8574A backpack, those sit at 0x3F.",
    "lcd(0x27, 16, 2)", "lcd(0x3F, 16, 2)"),
  R("Show the soil moisture on the 20x4 I2C LCD from the parts drawer.",
    "```cpp\nLiquidCrystal_I2C display(0x27, 20, 4);\n\nvoid setup() {\n  display.init();\n  display.backlight();\n  display.print(\"Soil: --%\");\n}\n```",
    ["display(0x3F, 20, 4)"], ["0x27"]),
  C("Print a degree sign on the I2C LCD.",
    "The HD44780 character ROM has the degree symbol at code 223, so `lcd.print((char)223);` followed by `lcd.print(\"C\");`."),
  fix=[("0x27", "0x3F")], literal="0x27")

S("d32-060", "idf-menuconfig", "literal", "reworded", "lookalike",
  T("How do I open the ESP-IDF configuration menu to change the flash size?",
    "From the project directory run `make menuconfig` and go to Serial flasher config → Flash size.",
    "We're on IDF 5, the make-based build is gone. It's idf.py menuconfig.",
    "make menuconfig", "idf.py menuconfig"),
  R("Where do I turn on the panic on task watchdog timeout in my IDF project?",
    "Run `make menuconfig`, then Component config → ESP System Settings → enable \"Invoke panic handler on Task Watchdog timeout\".",
    ["idf.py menuconfig"], ["make menuconfig"]),
  C("Configure the Buildroot image for the gateway Pi.",
    "In the buildroot tree run `make raspberrypi4_64_defconfig`, then `make menuconfig` to add mosquitto and dropbear under Target packages, and `make` to build sdcard.img."),
  fix=[("make menuconfig", "idf.py menuconfig")],
  cflags=["idf.py menuconfig"], cneeds=["make menuconfig"])


# ====================================================================== checks
def check(text, spec):
    """Exactly as run.py: 're:' prefix = Python regex (re.search), else case-sensitive substring."""
    if spec.startswith("re:"):
        return re.search(spec[3:], text) is not None
    return spec in text


def passes(text, contains, absent):
    return all(check(text, x) for x in contains) and not any(check(text, x) for x in absent)


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def validate(scenarios):
    errors = []

    def err(sid, msg):
        errors.append("%s: %s" % (sid, msg))

    ids = [s["id"] for s in scenarios]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids: %s" % sorted(i for i, n in Counter(ids).items() if n > 1))
    expected_ids = ["%s-%03d" % (PREFIX, i) for i in range(1, len(scenarios) + 1)]
    if ids != expected_ids:
        errors.append("ids are not %s-001 .. %s-%03d in order" % (PREFIX, PREFIX, len(scenarios)))
    if len(scenarios) != 60:
        errors.append("expected 60 scenarios, have %d" % len(scenarios))

    messages = Counter(s["teach"]["message"].strip() for s in scenarios)
    for m, n in messages.items():
        if n > 1:
            errors.append("teach.message shared by %d scenarios: %r" % (n, m[:60]))

    top = {"id", "topic", "difficulty", "repeat_variation", "control_kind", "teach", "repeat", "control"}
    for s in scenarios:
        sid = s["id"]
        out = {k: v for k, v in s.items() if not k.startswith("_")}
        if not re.fullmatch(r"%s-\d{3}" % PREFIX, str(sid)):
            err(sid, "malformed id")
        if set(out) != top:
            err(sid, "top-level fields %s" % sorted(set(out) ^ top))
            continue
        if set(s["teach"]) != {"query", "output", "message", "gold_wrong", "gold_right"}:
            err(sid, "teach fields %s" % sorted(s["teach"]))
            continue
        if set(s["repeat"]) != {"query", "output", "expect_contains", "expect_absent"}:
            err(sid, "repeat fields %s" % sorted(s["repeat"]))
            continue
        if set(s["control"]) != {"query", "output"}:
            err(sid, "control fields %s" % sorted(s["control"]))
            continue
        for part, keys in (("teach", ("query", "output", "message", "gold_wrong", "gold_right")),
                           ("repeat", ("query", "output")), ("control", ("query", "output"))):
            for k in keys:
                if not isinstance(s[part][k], str) or not s[part][k].strip():
                    err(sid, "%s.%s must be a non-empty string" % (part, k))
        for k in ("expect_contains", "expect_absent"):
            v = s["repeat"][k]
            if not isinstance(v, list) or not all(isinstance(x, str) and x for x in v):
                err(sid, "repeat.%s must be a list of non-empty strings" % k)
        if not (s["repeat"]["expect_contains"] or s["repeat"]["expect_absent"]):
            err(sid, "repeat has no checks")
        if not isinstance(s["topic"], str) or not s["topic"]:
            err(sid, "topic")
        if s["difficulty"] not in DIFFICULTIES:
            err(sid, "difficulty %r" % s["difficulty"])
        if s["control_kind"] not in CONTROL_KINDS:
            err(sid, "control_kind %r" % s["control_kind"])
        if s["repeat_variation"] not in VARIATIONS:
            err(sid, "repeat_variation %r" % s["repeat_variation"])

        t, r, c = s["teach"], s["repeat"], s["control"]
        # gold spans
        if t["gold_wrong"] not in t["output"]:
            err(sid, "gold_wrong not in teach.output")
        if t["gold_wrong"] == t["gold_right"] or t["gold_wrong"] in t["gold_right"]:
            err(sid, "gold_wrong equals or is contained in gold_right")
        for spec in r["expect_contains"] + r["expect_absent"]:
            if spec.startswith("re:"):
                try:
                    re.compile(spec[3:])
                except re.error as e:
                    err(sid, "bad regex %r: %s" % (spec, e))
        # the repeat as written fails its own check
        if passes(r["output"], r["expect_contains"], r["expect_absent"]):
            err(sid, "repeat as written already passes its checks")
        # the fixed repeat passes
        fixed = r["output"]
        if not s["_fix"]:
            err(sid, "no fix")
        for old, new in s["_fix"] or []:
            if old not in fixed:
                err(sid, "fix old text not found: %r" % old)
            fixed = fixed.replace(old, new)
        if not passes(fixed, r["expect_contains"], r["expect_absent"]):
            missing = [x for x in r["expect_contains"] if not check(fixed, x)]
            present = [x for x in r["expect_absent"] if check(fixed, x)]
            err(sid, "fixed repeat fails (missing %s, present %s)" % (missing, present))
        # literal difficulty: the wrong text recurs verbatim (up to case and white space)
        if s["difficulty"] == "literal":
            lit = s["_literal"] or t["gold_wrong"]
            if norm(lit) not in norm(r["output"]):
                err(sid, "literal text %r does not recur in repeat.output" % lit)
            if norm(lit) not in norm(t["output"]):
                err(sid, "literal text %r is not in teach.output" % lit)
        elif s["_literal"]:
            err(sid, "literal given for a %s scenario" % s["difficulty"])
        # control checks
        kind = s["control_kind"]
        cflags = list(s["_cflags"] or [])
        if kind != "lookalike":
            cflags += r["expect_absent"] + [t["gold_wrong"]]
        if not cflags:
            err(sid, "no cflags for the control")
        for spec in cflags:
            if check(c["output"], spec):
                err(sid, "control output matches cflag %r" % spec)
        cneeds = list(s["_cneeds"] or [])
        if kind in ("lookalike", "already_correct") and not cneeds:
            err(sid, "%s control needs cneeds" % kind)
        for spec in cneeds:
            if not check(c["output"], spec):
                err(sid, "control output lacks cneed %r" % spec)
        if kind == "lookalike":
            # the look-alike text is really there: the wrong text, or part of it, or what a
            # naive substitution would hit; at least one cneed must overlap the wrong side
            if not any(check(c["output"], n) for n in cneeds):
                err(sid, "lookalike control has no look-alike text")
        if kind == "already_correct":
            if not any(check(c["output"], n) for n in cneeds):
                err(sid, "already_correct control lacks the right value")
        if c["output"] == r["output"] or c["output"] == t["output"]:
            err(sid, "control output duplicates another output")

    # cross-scenario: one scenario's wrong text (gold_wrong, literal) must not sit in another
    # scenario's outputs, so a shared store stays interpretable
    for a in scenarios:
        wrongs = {a["teach"]["gold_wrong"]}
        if a["_literal"]:
            wrongs.add(a["_literal"])
        for b in scenarios:
            if a is b:
                continue
            for part in ("teach", "repeat", "control"):
                for w in wrongs:
                    if norm(w) in norm(b[part]["output"]):
                        errors.append("%s: wrong text %r appears in %s.%s.output" % (a["id"], w, b["id"], part))

    # mix
    diff = Counter(s["difficulty"] for s in scenarios)
    ck = Counter(s["control_kind"] for s in scenarios)
    var = Counter(s["repeat_variation"] for s in scenarios)
    for name, counts, target in (("difficulty", diff, TARGET_DIFFICULTY), ("control_kind", ck, TARGET_CONTROL)):
        for k, want in target.items():
            if abs(counts.get(k, 0) - want) > TOLERANCE:
                errors.append("mix: %s %s = %d, want about %d" % (name, k, counts.get(k, 0), want))
    top_two = {k for k, _ in var.most_common(2)}
    if top_two != {"reworded", "code_block"}:
        errors.append("mix: reworded and code_block should be the two most common variations, got %s" % var.most_common(3))
    for v in VARIATIONS:
        if var.get(v, 0) == 0:
            errors.append("mix: no %s repeat" % v)
    return errors, diff, ck, var


# ====================================================================== output
README = """# eval/dev32: learning-loop scenarios (embedded systems and IoT)

This is a development set. Use it to find and understand failures. Do not copy its sentences, values or checks into code, tests, prompts, rules or training data.

## What it is

{n} hand-written learning-loop scenarios in the format of `../shared/eval/loop/scenarios_dev.jsonl`
(see the "Scenario rules" in `../shared/eval/loop/README.md`). Each scenario has a teach
conversation (the assistant's output holds one mistake and the user corrects it), a repeat
(another session whose answer repeats the mistake; fixed = every `expect_contains` present and
every `expect_absent` absent, `re:` entries are Python regexes) and a control whose output must
come back byte-identical.

Theme: embedded systems and IoT: Arduino, ESP32 and ESP-IDF, STM32 and Zephyr, PlatformIO,
serial ports and baud rates, GPIO pin numbers, I2C and SPI addresses and pins, MQTT brokers and
topics, OTA updates, flashing tools, and the lab's own hardware facts.

Ids: `{prefix}-001` to `{prefix}-{last:03d}`.

## Counts

- difficulty: {diff}
- control_kind: {ck}
- repeat_variation: {var}

## Files

- `scenarios.jsonl`: the scenarios, one JSON object per line.
- `build.py`: the source of truth. It holds the scenarios as data, validates them (field sets,
  enums, gold spans, every repeat fails its own check as written and passes after the recorded
  fix, literal text recurs, controls carry the look-alike or right value and match none of the
  flags, no scenario's wrong text appears in another scenario, mix counts) and only then writes
  `scenarios.jsonl` and this README. Edit `build.py` and rerun it; do not edit the outputs.

## How to run

From the repository root (`/work/main`), after `go build -o bin/cairn ./cmd/cairn`:

```sh
python3 eval/dev32/build.py        # validate and regenerate
python3 ../shared/eval/loop/run.py --cairn bin/cairn --shared-store --skip-messages --scenarios eval/dev32/scenarios.jsonl
python3 ../shared/eval/loop/run.py --cairn bin/cairn --skip-messages --scenarios eval/dev32/scenarios.jsonl                  # fresh store per scenario
python3 ../shared/eval/loop/run.py --cairn bin/cairn --oracle-teach --skip-messages --scenarios eval/dev32/scenarios.jsonl   # gold spans stored directly
```

Add `--out <path>` to choose where the JSON report goes (default `./loop-<mode>.json`).
"""


def fmt(counter, order):
    return ", ".join("%s %d" % (k, counter.get(k, 0)) for k in order if counter.get(k, 0))


def main():
    errors, diff, ck, var = validate(SCENARIOS)
    if errors:
        print("build.py: %d problem(s); nothing written" % len(errors), file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        sys.exit(1)
    out_path = os.path.join(HERE, "scenarios.jsonl")
    with open(out_path, "w", encoding="utf-8") as f:
        for s in SCENARIOS:
            row = {k: s[k] for k in ("id", "topic", "difficulty", "repeat_variation", "control_kind",
                                     "teach", "repeat", "control")}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    var_order = [v for v, _ in var.most_common()]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(README.format(n=len(SCENARIOS), prefix=PREFIX, last=len(SCENARIOS),
                              diff=fmt(diff, DIFFICULTIES), ck=fmt(ck, CONTROL_KINDS),
                              var=fmt(var, var_order)))
    print("wrote %d scenarios to %s" % (len(SCENARIOS), out_path))
    print("difficulty:       %s" % fmt(diff, DIFFICULTIES))
    print("control_kind:     %s" % fmt(ck, CONTROL_KINDS))
    print("repeat_variation: %s" % fmt(var, var_order))


if __name__ == "__main__":
    main()
